/**
 * Sound cues, synthesized with WebAudio (no files): your turn, a card turned over, a hit, the
 * end. Off until the player turns them on; the choice is remembered on this device. The notes and
 * the synthesizer (synth.ts) load when sound first plays.
 */
import { signal } from '@preact/signals';
import type { Cue } from './synth.js';

const KEY = 'facedown/sound';
const stored = (): boolean => { try { return localStorage.getItem(KEY) === 'on'; } catch { return false; } };

export const soundOn = signal(stored());

export function setSound(on: boolean): void {
  soundOn.value = on;
  try { localStorage.setItem(KEY, on ? 'on' : 'off'); } catch { /* private mode: this page only */ }
  if (on) { context(); cue('turn'); }
}

export type { Cue } from './synth.js';

let ctx: AudioContext | null = null;

/** The page's audio context (made or resumed at once: turning sound on is a press), or null without WebAudio. */
function context(): AudioContext | null {
  try {
    ctx ??= new AudioContext();
    if (ctx.state === 'suspended') void ctx.resume();
    return ctx;
  } catch { return null; }
}

/** The synthesizer loads when a cue first plays with sound on, not with the table. */
let synth: Promise<typeof import('./synth.js')> | null = null;

/** Plays a cue when sound is on (and the browser has WebAudio). Never throws. */
export function cue(kind: Cue): void {
  if (!soundOn.peek()) return;
  synth ??= import('./synth.js');
  synth.then((m) => { const c = context(); if (c) m.play(c, kind); }, () => { synth = null; });
}

/** Which cue a new log line calls for, if any (the game's words: "revealed", "reveals", "damage", "hit points"). */
export function lineCue(line: string): Cue | null {
  if (/\breveal/i.test(line)) return 'reveal';
  if (/\b(damage|hit points?|loses? \d+)/i.test(line)) return 'hit';
  return null;
}
