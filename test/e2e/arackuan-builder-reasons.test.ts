/**
 * Issue 29 in the Arackuan deck builder and at the deck choice, in a real browser:
 * - a deck built until its points run out: every grey "+" says why beside its card (the deck
 *   rules' words, also the button's accessible description), and the summary says which cards
 *   still fit; a draft no card fits says so and what to do, and removing a card opens the way;
 * - what a card's numbers mean is said in words (a legend, "Value 5 · deck cost 13");
 * - while both players choose a deck at once, neither row claims a turn: each is "Choosing…"
 *   until its choice is in ("Ready").
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeDeck } from '../../src/engine/games/arackuan/cards/deck-code.js';
import { useBrowserAndApp } from './setup.js';
import { newPage } from './play.js';

const times = (id: string, n: number): string[] => Array.from({ length: n }, () => id);

/** The visible reason beside a card's "+", and the "+"'s accessible description (the text of what it is described by). */
async function reasonOf(p: Page, card: string): Promise<{ shown: string; described: string; visible: boolean }> {
  const row = p.locator(`.db-row[data-card="${card}"]`);
  const add = row.locator('.db-add');
  const id = (await add.getAttribute('aria-describedby')) ?? '';
  const described = id ? await p.evaluate((x) => document.getElementById(x)?.textContent ?? '', id) : '';
  const why = row.locator('.db-why');
  const visible = await why.isVisible().catch(() => false);
  return { shown: visible ? (await why.innerText()).replace(/^\+\s*/, '') : '', described: described.replace(/^\+\s*/, ''), visible };
}

const tallies = (p: Page) => p.locator('.db-tally strong').allInnerTexts();

describe('The Arackuan deck builder says why, and the deck choice says who is choosing', () => {
  const { b, app } = useBrowserAndApp();

  it('built until the points run out: each grey "+" says why beside its card; a dead end says what to do', async () => {
    const p = await newPage(b.browser, false, 'reduce');
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(`${app.url}#/decks`);
    await p.getByRole('button', { name: /Byartur/ }).click();
    await p.locator('.db-editor').waitFor();
    // What the numbers are, in words.
    expect(await p.locator('.db-legend').innerText()).toMatch(/Value.*scores.*Deck cost.*125 points/s);
    expect(await p.locator('.db-row[data-card="assassin"] .ark-cost').innerText()).toBe('Value 8 · deck cost 13 · at most 3 in a deck');
    // An empty deck: every "+" open, nothing said beside the cards.
    expect(await p.locator('.db-why').count()).toBe(0);

    // Costly cards first: 4 Titans and 3 Grey Knights are 109 points in 7 cards (16 left for 16 cards).
    for (const [name, n] of [['Titan', 4], ['Grey Knight', 3]] as const) {
      for (let i = 0; i < n; i++) await p.getByRole('button', { name: `Add one ${name}`, exact: true }).click();
    }
    expect(await tallies(p)).toEqual(['7', '109', '0', '0']);
    expect(await p.locator('.db-problems').innerText()).toMatch(/^Add 16 more cards\. 16 points left for 16 cards: only cards costing 1 or less fit now\./);
    const room = await reasonOf(p, 'catanolith');
    expect(room.shown).toBe('Costs 15: would leave 1 point for 15 more cards (at least 1 each)');
    expect(room.described).toBe(room.shown);
    expect(await reasonOf(p, 'titan')).toMatchObject({ shown: 'Already 4: the most a deck may hold', visible: true });
    // The only cards still open are those the summary names.
    const open = await p.locator('.db-row:has(.db-add:not(.refused))').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-card')));
    expect(open).toEqual(['drunk-knight']);
    // A refused "+" clicked says the whole sentence.
    await p.locator('.db-row[data-card="catanolith"] .db-add').click({ force: true });
    expect(await p.locator('.db-refusal').innerText()).toBe('Catanolith not added: Catanolith costs 15 points; that would leave 1 for the 15 cards still to add.');

    // Fill with the 1-point card until 3 points are left: the costly cards now simply cost too much.
    for (let i = 0; i < 13; i++) await p.getByRole('button', { name: 'Add one Drunk Knight', exact: true }).click();
    expect(await tallies(p)).toEqual(['20', '122', '0', '0']);
    const over = await reasonOf(p, 'catanolith');
    expect(over).toMatchObject({ shown: 'Costs 15: only 3 points left', described: 'Costs 15: only 3 points left', visible: true });
    // Every grey "+" on the page has its reason beside it.
    expect(await p.locator('.db-add.refused').count()).toBe(await p.locator('.db-why').count());
    for (const n of await p.locator('.db-why').allInnerTexts()) expect(n.trim().length).toBeGreaterThan(10);

    // A draft saved elsewhere (by hand, or an older builder): 10 cards worth 121 points, no card fits.
    const dead = [...times('titan', 4), ...times('grey-knight', 3), 'catapult', 'shield-wall', 'sober-knight'];
    await p.evaluate((code) => {
      localStorage.setItem('facedown/arackuan/decks', JSON.stringify([{ id: 'dead-end', name: 'Too heavy', faction: 'byartur', code, saved: Date.now() }]));
    }, encodeDeck(dead));
    await p.reload();
    await p.getByRole('button', { name: /Too heavy/ }).click();
    expect(await tallies(p)).toEqual(['10', '121', '0', '0']);
    const stuck = p.locator('.db-problems.stuck');
    expect(await stuck.innerText()).toMatch(/^No card left fits in the 4 points left: the 13 cards still to add need at least 13\. Remove a card to make room\./);
    expect(await p.locator('.db-add:not(.refused)').count()).toBe(0);
    expect(await reasonOf(p, 'drunk-knight')).toMatchObject({ shown: 'Costs 1: would leave 3 points for 12 more cards (at least 1 each)', visible: true });
    // Taking a Titan out (16 points) opens the way again.
    await p.getByRole('button', { name: 'Remove one Titan' }).click();
    expect(await p.locator('.db-problems.stuck').count()).toBe(0);
    expect(await p.locator('.db-add:not(.refused)').count()).toBeGreaterThan(0);
    await p.context().close();
  }, 60_000);

  it('while decks are chosen at once, each row says "Choosing…" or "Ready", never whose turn it is', async () => {
    const p = await newPage(b.browser, false, 'reduce');
    await p.goto(app.url);
    await p.getByLabel('Your name').fill('Alice');
    await p.getByRole('radio', { name: /Arackuan/ }).check();
    await p.getByRole('button', { name: 'Play offline against a bot' }).click();
    await p.locator('.ark.fd-table').waitFor({ timeout: 30_000 });
    await p.getByRole('button', { name: /Play Byartur/ }).waitFor({ timeout: 30_000 });
    const mine = p.locator('.ark-strip.me .ark-turn');
    const theirs = p.locator('.ark-strip:not(.me) .ark-turn');
    expect(await mine.innerText()).toBe('Choosing…');
    // The bot chooses at once: ready, while this page is still choosing.
    await expect.poll(() => theirs.innerText(), { timeout: 10_000 }).toBe('Ready');
    expect(await p.locator('.ark-strip .ark-turn').allInnerTexts()).not.toContain('Their turn');
    await p.getByRole('button', { name: /Play Byartur/ }).click();
    // Who starts round 1 is one player's choice (a turn); then the opening hands: both choose what to put back at once.
    const keep = p.getByRole('button', { name: 'Keep this hand' });
    const first = p.getByRole('button', { name: 'I start round 1' });
    await Promise.any([keep.waitFor({ timeout: 30_000 }), first.waitFor({ timeout: 30_000 })]);
    if (await first.count()) await first.click();
    await keep.waitFor({ timeout: 30_000 });
    const rows = await p.locator('.ark-strip .ark-turn').allInnerTexts();
    for (const r of rows) expect(['Choosing…', 'Ready']).toContain(r);
    // On a phone the hand folds to its prompt and choices, so the battlefield shows; and unfolds.
    await p.setViewportSize({ width: 390, height: 844 });
    const hand = p.locator('.ark-tray .ark-hand');
    const tall = (await p.locator('.ark-tray').boundingBox())?.height ?? 0;
    await p.getByRole('button', { name: 'Hide cards' }).click();
    expect(await hand.isVisible()).toBe(false);
    expect(await keep.isVisible()).toBe(true);
    expect((await p.locator('.ark-tray').boundingBox())?.height ?? 0).toBeLessThan(tall);
    await p.getByRole('button', { name: 'Show cards' }).click();
    expect(await hand.isVisible()).toBe(true);
    await p.context().close();
  }, 90_000);
});
