/**
 * Words the verify page and the end of a match share (issue 29): a count that agrees with its
 * noun, and the result said once. A leaf, so that the end panel does not load the verifier's text.
 */

/** "1 draw", "2 draws": a count with its noun agreeing. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * How a match ended, said once. A rules summary that already says who won ("Hana wins: every other
 * player is at 0 hitpoints", "after 30 rounds Hana wins with 6 territories") is the sentence itself;
 * any other ("scores 3 – 1") follows "Hana won —" (or "Nobody won —"). `winners`: their names, or ''.
 */
export function resultSentence(winners: string, summary: string): string {
  const said = summary.trim().replace(/\.$/, '');
  if (!said) return winners ? `${winners} won.` : 'Nobody won.';
  if (/\b(wins?|share the win)\b/i.test(said)) return `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
  return `${winners || 'Nobody'} won — ${said}.`;
}
