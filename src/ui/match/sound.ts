/**
 * Sound cues, synthesized with WebAudio (no files): your turn, a card turned over, a hit, the
 * end. Off until the player turns them on; the choice is remembered on this device. The notes and
 * the synthesizer (synth.ts) load when sound first plays.
 */
import { signal } from '@preact/signals';
import type { Cue } from './synth.js';

export type { Cue } from './synth.js';

const KEY = 'facedown/sound';
type Store = Pick<Storage, 'getItem' | 'setItem'>;
const storage = (): Store | null => { try { return globalThis.localStorage ?? null; } catch { return null; } };

/** The remembered choice: on only if this device said so; off on a first visit (nothing stored). */
export const storedSound = (store: Pick<Storage, 'getItem'> | null): boolean => { try { return store?.getItem(KEY) === 'on'; } catch { return false; } };

export const soundOn = signal(storedSound(storage()));

export function setSound(on: boolean, store: Store | null = storage()): void {
  soundOn.value = on;
  try { store?.setItem(KEY, on ? 'on' : 'off'); } catch { /* private mode: this page only */ }
  if (on) { if (sink === webAudio) context(); cue('turn'); }
}

/** Where cues go: WebAudio in the page; a test puts in its own. */
export type Sink = (kind: Cue) => void;

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

const webAudio: Sink = (kind) => {
  synth ??= import('./synth.js');
  synth.then((m) => { const c = context(); if (c) m.play(c, kind); }, () => { synth = null; });
};

let sink: Sink = webAudio;

/** Replaces the sink (tests); returns a function that puts the previous one back. */
export function setSink(next: Sink): () => void {
  const before = sink;
  sink = next;
  return () => { sink = before; };
}

/** Plays a cue when sound is on. Never throws. */
export function cue(kind: Cue): void {
  if (!soundOn.peek()) return;
  try { sink(kind); } catch { /* no audio: silence */ }
}
/** What the match page watches for cues: is this player's input awaited (a forced reply or not), the reveals so far, the scores, the end. */
export interface CueFacts {
  readonly turn: boolean;
  /** The awaited input has a single answer the page sends itself (a face-down play's commitment). */
  readonly forced: boolean;
  /** Face-down cards turned over so far in the match. */
  readonly reveals: number;
  /** Every player's headline number (Influence, hit points), by seat. */
  readonly scores: readonly number[];
  readonly over: 'won' | 'lost' | 'draw' | null;
}

/** The one cue (if any) for a change of facts: the end first, then your turn, a hit (a score fell), a reveal. */
export function cueFor(before: CueFacts, after: CueFacts): Cue | null {
  if (after.over !== null) return before.over === null ? (after.over === 'lost' ? 'lose' : 'win') : null;
  if (after.turn && !before.turn && !after.forced) return 'turn';
  if (after.scores.some((x, seat) => x < (before.scores[seat] ?? x))) return 'hit';
  if (after.reveals > before.reveals) return 'reveal';
  return null;
}
