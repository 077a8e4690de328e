/**
 * Sound cues: off on a first visit, remembered once chosen; when on, the right cue for each
 * event (your turn, a reveal, a hit, win or lose) reaches the audio sink, and none when off.
 * The sink is a fake (no WebAudio in Node).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Cue, type CueFacts, cue, cueFor, setSink, setSound, soundOn, storedSound } from '../src/ui/match/sound.js';

/** A Map-backed stand-in for localStorage. */
function store(): Pick<Storage, 'getItem' | 'setItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

const quiet: CueFacts = { turn: false, forced: false, reveals: 0, scores: [30, 30], over: null };

/** A match's facts in order: the other's turn, mine, a forced reply, a reveal, a hit, a gain, the end. */
const MATCH: readonly CueFacts[] = [
  quiet,
  { ...quiet, turn: true },
  { ...quiet, turn: false },
  { ...quiet, turn: true, forced: true },
  { ...quiet, reveals: 2 },
  { ...quiet, reveals: 2, scores: [30, 26] },
  { ...quiet, reveals: 2, scores: [32, 26] },
  { ...quiet, reveals: 2, scores: [32, 26], over: 'won' },
  { ...quiet, reveals: 2, scores: [32, 26], over: 'won' },
];

/** Plays the facts through `cue` as the match page does; returns what reached the sink. */
function heard(facts: readonly CueFacts[]): Cue[] {
  const got: Cue[] = [];
  const restore = setSink((k) => got.push(k));
  try {
    facts.forEach((now, i) => { const k = i > 0 ? cueFor(facts[i - 1] as CueFacts, now) : null; if (k) cue(k); });
  } finally { restore(); }
  return got;
}

afterEach(() => { soundOn.value = false; });

describe('sound cues', () => {
  it('are off on a first visit (nothing stored, or no storage at all), and the choice is remembered', () => {
    const s = store();
    expect(storedSound(s)).toBe(false);
    expect(storedSound(null)).toBe(false);
    expect(storedSound({ getItem: () => { throw new Error('private mode'); } })).toBe(false);
    const restore = setSink(() => undefined);
    setSound(true, s);
    expect(storedSound(s)).toBe(true);
    setSound(false, s);
    expect(storedSound(s)).toBe(false);
    restore();
  });

  it('when on: your turn (not a reply the page sends itself), a reveal, a hit, the win — once each', () => {
    soundOn.value = true;
    expect(heard(MATCH)).toEqual(['turn', 'reveal', 'hit', 'win']);
    expect(cueFor(quiet, { ...quiet, over: 'lost' })).toBe('lose');
    expect(cueFor(quiet, { ...quiet, over: 'draw' })).toBe('win');
  });

  it('when off: nothing reaches the sink, whatever happens', () => {
    soundOn.value = false;
    expect(heard(MATCH)).toEqual([]);
    expect(heard([quiet, { ...quiet, over: 'lost' }])).toEqual([]);
  });

  it('turning sound on plays one cue to say so; a sink that throws is silence', () => {
    const got: Cue[] = [];
    const restore = setSink((k) => got.push(k));
    setSound(true, store());
    expect(got).toEqual(['turn']);
    setSink(() => { throw new Error('no audio'); });
    expect(() => cue('hit')).not.toThrow();
    restore();
  });

});
