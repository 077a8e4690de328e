/**
 * The battle report beside the Crayne table: the attack as it stands (from the Assembly Phase)
 * or as it happened, in the rulebook's arithmetic, from the viewer's side. Loaded with the
 * engine's explanations (reports.ts) as the table first shows, not before it.
 */
import { type AttackReport, attackSentences, reportAt } from '../../../engine/games/crayne/explain.js';
import type { CrayneState } from '../../../engine/games/crayne/state.js';
import { seatName } from '../../names.js';
import type { TableProps } from '../table-props.js';
import { who } from './parts.js';

export { lastAttack } from '../../../engine/games/crayne/explain.js';

/** The attack as it stands or as it happened, in the rulebook's arithmetic, from the viewer's side. */
export function Battle({ p, s, report }: { p: TableProps; s: CrayneState; report: AttackReport | null }) {
  const voice = { viewer: p.seat, names: p.names.map((_, i) => seatName(p.names, i)) };
  const done = report && (report.round === s.round || (report.round === s.round - 1 && s.step > 0));
  if (done && report) {
    const title = report.round === s.round ? `Round ${report.round}: the attack` : `Last round's attack (round ${report.round})`;
    return (
      <section class="cr-battle done" aria-label="Attack report" aria-live="polite">
        <h3>{title}</h3>
        <ul>{attackSentences(report, voice).map((line, i) => <li key={i}>{line}</li>)}</ul>
      </section>
    );
  }
  // As it stands: from the Assembly Phase until the attack resolves.
  if (s.outcome || (s.step === 0 && !s.queue.some((t) => t.t === 'attack'))) return null;
  const now = reportAt(s);
  if (!now) return null;
  const lines = now.targets.filter((t) => t.seat < s.seats || now.automata > 0).map((t) => {
    const name = t.seat >= s.seats ? (now.automata > 1 ? `Automated Opponent ${t.seat - s.seats + 1}` : 'the Automated Opponent') : who(p, t.seat);
    return `${name} would lose ${t.lost}`;
  });
  return (
    <section class="cr-battle forecast" aria-label="The attack as it stands">
      <h3>If the attack came now</h3>
      <p>{lines.join(' · ')} <span class="cr-note">(face-up cards only; face-down cards count once revealed)</span></p>
    </section>
  );
}
