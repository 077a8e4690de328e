/**
 * Sound cues, synthesized with WebAudio (no files): your turn, a card turned over, a hit, the
 * end. Off until the player turns them on; the choice is remembered on this device.
 */
import { signal } from '@preact/signals';

const KEY = 'facedown/sound';
const stored = (): boolean => { try { return localStorage.getItem(KEY) === 'on'; } catch { return false; } };

export const soundOn = signal(stored());

export function setSound(on: boolean): void {
  soundOn.value = on;
  try { localStorage.setItem(KEY, on ? 'on' : 'off'); } catch { /* private mode: this page only */ }
  if (on) cue('turn');
}

export type Cue = 'turn' | 'reveal' | 'hit' | 'win' | 'lose';

/** Each cue as notes: [frequency Hz, start s, length s]. */
const NOTES: Readonly<Record<Cue, readonly (readonly [number, number, number])[]>> = {
  turn: [[660, 0, 0.12], [880, 0.1, 0.16]],
  reveal: [[520, 0, 0.08], [780, 0.06, 0.1]],
  hit: [[150, 0, 0.18]],
  win: [[523, 0, 0.15], [659, 0.14, 0.15], [784, 0.28, 0.3]],
  lose: [[440, 0, 0.2], [349, 0.18, 0.35]],
};

let ctx: AudioContext | null = null;

/** Plays a cue when sound is on (and the browser has WebAudio). Never throws. */
export function cue(kind: Cue): void {
  if (!soundOn.peek()) return;
  try {
    ctx ??= new AudioContext();
    if (ctx.state === 'suspended') void ctx.resume();
    const t0 = ctx.currentTime + 0.02;
    for (const [hz, at, len] of NOTES[kind]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = kind === 'hit' ? 'sawtooth' : 'sine';
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, t0 + at);
      gain.gain.exponentialRampToValueAtTime(0.15, t0 + at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + at);
      osc.stop(t0 + at + len + 0.02);
    }
  } catch { /* no audio: silence */ }
}

/** Which cue a new log line calls for, if any (the game's words: "revealed", "reveals", "damage", "hit points"). */
export function lineCue(line: string): Cue | null {
  if (/\breveal/i.test(line)) return 'reveal';
  if (/\b(damage|hit points?|loses? \d+)/i.test(line)) return 'hit';
  return null;
}
