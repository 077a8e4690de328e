/**
 * Table talk's place on the match page: its panel (table-talk.tsx) loads once a match between
 * people is under way, off the way to the table. A match on this device (against a bot) has none.
 */
import type { MatchController } from './controller.js';
import { later } from '../later.js';

const panel = later(() => import('./table-talk.js').then((m) => m.TableTalkPanel));

export function TalkSlot({ c }: { c: MatchController }) {
  if (c.record.mode === 'offline' || c.status.value.kind === 'hello') return null;
  const P = panel.value.value;
  if (P) return <P c={c} />;
  panel.load().catch(() => undefined);
  return null;
}
