/**
 * What only a match on this device needs (the in-memory transport, the bot that plays a seat):
 * loaded for those alone, with the wiring of such a match.
 */
import type { GameModule } from '../../engine/game-module.js';
import { randomBot } from '../../engine/bots.js';
import { type BotLevel, DEFAULT_LEVEL, isBotLevel } from '../../engine/bot-levels.js';
import { workerBot } from './bot-client.js';
import { secureEntropy } from '../../net/entropy.js';
import { attachBot } from '../../net/headless.js';
import { MemoryHub, type MemoryTransport } from '../../net/memory-transport.js';
import { realScheduler } from '../../net/scheduler.js';
import type { Session, SessionOptions } from '../../net/session.js';
import { type Kv, type MatchRecord, loadSnapshot } from '../../net/store.js';
import type { Transport } from '../../net/transport.js';

export { randomBot };

/**
 * A match on this device: this page's seat and the bot's (if the match has one) on an in-memory
 * hub, each restored from its own stored snapshot, started and connected. `onUpdate` follows this
 * page's seat.
 */
export function playOnDevice<R extends MatchRecord & { readonly botSeat: number | null; readonly botLevel?: BotLevel }>(
  record: R, kv: Kv, restore: SessionOptions['restore'] | undefined, module: GameModule | null,
  makeSession: (r: R, t: Transport, restore?: SessionOptions['restore']) => Session, onUpdate: () => void,
): { readonly transport: MemoryTransport; readonly session: Session; readonly bots: readonly Session[] } {
  const hub = new MemoryHub(realScheduler);
  const transport = hub.endpoint(record.seat);
  const session = makeSession(record, transport, restore);
  session.onUpdate(onUpdate);
  const bots: Session[] = [];
  if (record.botSeat !== null) {
    const botRecord: R = { ...record, key: `${record.key}-bot`, seat: record.botSeat, name: 'Bot' };
    const botRestore = loadSnapshot(kv, botRecord);
    const bot = makeSession(botRecord, hub.endpoint(record.botSeat), botRestore.ok ? botRestore.value : undefined);
    if (module) {
      // The bot thinks in a worker (the table never freezes); the page stops it when the match closes.
      const thinker = workerBot(module, isBotLevel(record.botLevel) ? record.botLevel : DEFAULT_LEVEL, secureEntropy(32));
      attachBot(bot, thinker.bot, realScheduler, 350);
      const close = transport.close.bind(transport);
      transport.close = () => { close(); thinker.close(); };
    } else {
      attachBot(bot, randomBot(secureEntropy(32)), realScheduler, 350);
    }
    bots.push(bot);
  }
  for (const s of [session, ...bots]) s.start();
  hub.connectAll();
  return { transport, session, bots };
}
