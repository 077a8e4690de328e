/**
 * The Arackuan table's account of what happened (src/ui/games/arackuan/report.ts), checked over
 * whole simulated matches between heuristic bots: for every attack a bot declared, the sentence
 * read from the two states around it names the target with the rules' own numbers (planAttack on
 * the state before), and it says "destroyed", "conquer" or "no effect" as the next state shows.
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../src/engine/bots.js';
import type { Json } from '../src/engine/game.js';
import { planAttack } from '../src/engine/games/arackuan/attack.js';
import { cardOf } from '../src/engine/games/arackuan/cards-api.js';
import { arackuanModule } from '../src/engine/games/arackuan/module.js';
import type { ArkMove, AttackMove } from '../src/engine/games/arackuan/moves.js';
import type { ArkState } from '../src/engine/games/arackuan/state.js';
import { simulate } from '../src/engine/simulate.js';
import { happened } from '../src/ui/games/arackuan/report.js';

const voice = { viewer: 0, names: ['Alice', 'Bob'], watching: false };

describe('what the Arackuan table says happened', () => {
  it('names every declared attack with the rules\' numbers and its outcome', () => {
    let attacks = 0;
    let named = 0;
    for (let seed = 1; seed <= 4; seed++) {
      let last: { state: ArkState; move: ArkMove } | null = null;
      const bot = (i: number): Bot => {
        const inner = arackuanModule.bots.heuristic!(new Uint8Array(32).fill(seed * 7 + i));
        return (view) => { const move = inner(view); last = { state: view.state as ArkState, move: move as ArkMove }; return move; };
      };
      let prev: ArkState | null = null;
      const r = simulate(arackuanModule.def, { decks: 'prebuilt' }, 2, new Uint8Array(32).fill(seed), [bot(0), bot(1)], {
        check: (json: Json) => {
          const next = json as ArkState;
          const l = last as { state: ArkState; move: ArkMove } | null;
          if (prev && l && l.state === prev && l.move.kind === 'attack') {
            const m: AttackMove = l.move;
            attacks++;
            const lines = happened(prev, next, voice);
            const strikes = planAttack(prev, m.target, m.with, prev.ask?.kind === 'activate' && prev.ask.step <= 2);
            const main = strikes[0];
            const target = prev.board.find((p) => p.at === m.target);
            const name = cardOf(target?.id ?? '')?.name ?? '?';
            if (main && lines[0]?.includes(`${name} (${m.target})`)) {
              named++;
              expect(lines[0]).toContain(`${main.sum} against`);
              expect(lines[0]).toContain(`defence ${main.defence}`);
              const after = next.board.find((p) => p.key === target?.key);
              const fate = !main.success ? /no effect/ : !after ? /destroyed/ : after.control !== target?.control ? /conquer/ : /spent instead/;
              expect(lines[0]).toMatch(fate);
            } else {
              // Not identified from the table alone: only a failed attack with several possible targets may be.
              expect(main?.success, `${JSON.stringify(m)} → ${JSON.stringify(lines)}`).toBe(false);
            }
          }
          prev = next;
          return null;
        },
      });
      expect(r.ok).toBe(true);
    }
    console.log(`report: ${named} of ${attacks} attacks named with their numbers`);
    expect(attacks).toBeGreaterThan(20);
    expect(named / attacks).toBeGreaterThan(0.8);
  }, 120_000);
});
