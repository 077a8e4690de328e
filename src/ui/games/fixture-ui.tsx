/** High Card, the protocol's test fixture, playable as a quick demo. */
import type { FixtureState } from '../../engine/games/fixture/rules.js';
import type { Json } from '../../crypto/canonical.js';
import type { GameUi } from './types.js';
import { ChoiceList } from './generic-table.js';
import type { TableProps } from './table-props.js';
import { seatName } from '../names.js';

function label(_state: Json, v: Json): string {
  if (typeof v === 'string') return v === 'take' ? 'Take the prize' : 'Burn it (1 point)';
  const card = (v as { card?: string }).card ?? '?';
  return `Card ${card.slice(1)}`;
}

function Table(p: TableProps) {
  const s = p.state as FixtureState | null;
  if (!s || typeof s !== 'object' || !('scores' in s)) return <p>Setting up…</p>;
  const mine = s.hands[p.seat] ?? [];
  return (
    <div class="fixture-table" data-table>
      <p>Round {s.round} of {s.rounds}. Top prize: {s.prizes[0] ? s.prizes[0].slice(1) : 'none'}; last die: {s.die || '–'}.</p>
      <ul class="scores">{s.scores.map((v, i) => <li key={i}>{seatName(p.names, i)}: {v} points, {s.hands[i]?.length ?? 0} cards{s.played[i] ? `, played ${s.played[i]!.slice(1)}` : ''}</li>)}</ul>
      <p>Your hand: {mine.map((h) => p.knowledge[h]?.slice(1) ?? '?').join(', ') || 'empty'}</p>
      <ChoiceList p={p} label={label} />
    </div>
  );
}

export const fixtureUi: GameUi = {
  id: 'fixture',
  Table,
};
