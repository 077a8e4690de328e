/**
 * axe-core in a real page (issue 29): the library injected from node_modules, run on the whole
 * document, and its serious and critical violations returned in a form a failure message can
 * show (the rule, its impact, its help text and the first few elements it names).
 */
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Violation {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  /** How many elements break the rule. */
  readonly count: number;
  /** The first few of them, as CSS selectors. */
  readonly targets: readonly string[];
}

/** Runs axe on the page's document (injecting it first if the page has not got it) and returns its serious and critical violations. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id, impact: v.impact ?? '', help: v.help, count: v.nodes.length,
        targets: v.nodes.slice(0, 4).map((n) => n.target.map(String).join(' ')),
      }));
  });
}

/** One line per violation: "label-content-name-mismatch (serious, 13): Ensure … — button.cr-card, …". */
export const describeViolations = (where: string, vs: readonly Violation[]): string =>
  vs.length === 0 ? `${where}: none` : [`${where}:`, ...vs.map((v) => `  ${v.id} (${v.impact}, ${v.count}): ${v.help} — ${v.targets.join(' | ')}`)].join('\n');
