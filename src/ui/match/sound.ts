/**
 * Sound cues, synthesized with WebAudio (no files): your turn, a card turned over, a hit, the
 * end. Off until the player turns them on; the choice is remembered on this device.
 */
import { signal } from '@preact/signals';

const KEY = 'facedown/sound';
type Store = Pick<Storage, 'getItem' | 'setItem'>;
const storage = (): Store | null => { try { return globalThis.localStorage ?? null; } catch { return null; } };

/** The remembered choice: on only if this device said so; off on a first visit (nothing stored). */
export const storedSound = (store: Pick<Storage, 'getItem'> | null): boolean => { try { return store?.getItem(KEY) === 'on'; } catch { return false; } };

export const soundOn = signal(storedSound(storage()));

export function setSound(on: boolean, store: Store | null = storage()): void {
  soundOn.value = on;
  try { store?.setItem(KEY, on ? 'on' : 'off'); } catch { /* private mode: this page only */ }
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

/** Where cues go: WebAudio in the page; a test puts in its own. */
export type Sink = (kind: Cue) => void;
let sink: Sink = synth;

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

let ctx: AudioContext | null = null;

/** The cue as notes, when the browser has WebAudio. */
function synth(kind: Cue): void {
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
