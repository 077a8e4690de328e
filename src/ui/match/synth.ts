/** The sound cues' notes, synthesized with WebAudio (no files). Loaded when sound first plays (sound.ts). */
export type Cue = 'turn' | 'reveal' | 'hit' | 'win' | 'lose';

/** Each cue as notes: [frequency Hz, start s, length s]. */
const NOTES: Readonly<Record<Cue, readonly (readonly [number, number, number])[]>> = {
  turn: [[660, 0, 0.12], [880, 0.1, 0.16]],
  reveal: [[520, 0, 0.08], [780, 0.06, 0.1]],
  hit: [[150, 0, 0.18]],
  win: [[523, 0, 0.15], [659, 0.14, 0.15], [784, 0.28, 0.3]],
  lose: [[440, 0, 0.2], [349, 0.18, 0.35]],
};

/** Plays a cue on this audio context. Never throws. */
export function play(ctx: AudioContext, kind: Cue): void {
  try {
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
