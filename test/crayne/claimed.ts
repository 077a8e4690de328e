/** A Crayne match file that ends by a claim: Bot 2 stops answering after its tenth choice; Bot 1 claims after the agreed 30 s. */
import { heuristicBot } from '../../src/engine/games/crayne/bots.js';
import { crayneCatalog } from '../../src/engine/games/crayne/catalog.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { type HeadlessRun, playHeadless } from '../../src/net/headless.js';

export function claimedCrayne(answers = 10): HeadlessRun {
  let answered = 0;
  return playHeadless({
    game: crayneGame, seats: 2, options: crayneCatalog.variants[0]!.options, seed: 7, chainLength: 256, bots: [heuristicBot(), heuristicBot()],
    session: (seat) => (seat === 0 ? { timeoutMs: 30_000, autoClaim: true } : {}),
    prepare: ({ sessions }) => {
      const silent = sessions[1]!;
      const choose = silent.choose.bind(silent);
      silent.choose = (v) => (++answered > answers ? { ok: false, error: 'silent' } : choose(v));
    },
  });
}
