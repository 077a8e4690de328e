/** The card data is well formed: ids, references between steps and cards, and every word of the vocabulary in use. */
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, FACTION_CARDS, cardById } from '../../src/engine/games/arackuan/cards/index.js';
import type {
  Ability, AbilityKind, AttackLimit, Card, CardFilter, Condition, DefenceLimit, Grant, GrantKind, Selector, Step, StepKind, Target,
} from '../../src/engine/games/arackuan/cards/types.js';
import { FACTIONS, FAMILIES } from '../../src/engine/games/arackuan/cards/types.js';

/** Every word of the vocabulary (compile-time exhaustive), and whether some card uses it. */
const GRANTS = {
  stat: true, range: true, attribute: true, loseAttributes: true, loseSkills: true, immuneToEnemySpells: true, attackLimit: true,
  defenceLimit: true, deactivated: true, swapAttackDefence: true, fixedStats: true, destroyedAfterAttack: true,
  destroyedIfAttackFails: true, omnistrikeHitsAllies: true, swarmSameNameOnly: true, extraMovement: true, mayGroupWithSource: true,
} satisfies Record<GrantKind, true>;
const STEPS = {
  move: true, swap: true, destroy: true, discard: true, deactivate: true, reactivate: true, grant: true, putFromHand: true, copy: true,
  swapSkills: true, takeControl: true, swapControl: true, setStats: true, addToken: true, cycle: true, optional: true,
} satisfies Record<StepKind, true>;
const ABILITIES = {
  static: true, action: true, trigger: true, score: true, notPlaceableInRounds: true, unsupported: false,
} satisfies Record<AbilityKind, boolean>;
const ATTACK_LIMITS = {
  none: true, noGroup: true, groupOnly: true, groupOnlyWith: true, targets: true, maxDistance: true, minDistance: true,
  notInInitiative: true, blockedEdges: true,
} satisfies Record<AttackLimit['kind'], true>;
const DEFENCE_LIMITS = {
  untouchable: true, notByCreatures: true, onlyByGroup: true, onlyByCreatureGroupOrSpells: true, notByGroup: true, onlyFromAdjacent: true,
} satisfies Record<DefenceLimit['kind'], true>;
/** `initiativeSequence` is in the vocabulary for the rules engine's use; no printed card needs it. */
const CONDITIONS = {
  exists: true, not: true, selfActive: true, startingPlayer: true, notMovedThisTurn: true, initiativeSequence: false,
} satisfies Record<Condition['kind'], boolean>;

const used = { grants: new Set<string>(), steps: new Set<string>(), abilities: new Set<string>(), attack: new Set<string>(), defence: new Set<string>(), conditions: new Set<string>() };
const filters: CardFilter[] = [];

function seeSelector(s: Selector): void { if (s.filter) filters.push(s.filter); }
function seeTarget(t: Target): void { if (t.kind === 'choose' || t.kind === 'all') seeSelector(t.select); }
function seeCondition(c: Condition): void {
  used.conditions.add(c.kind);
  if (c.kind === 'exists') seeSelector(c.select);
  if (c.kind === 'not') seeCondition(c.condition);
}
function seeGrant(g: Grant): void {
  used.grants.add(g.kind);
  if (g.kind === 'attackLimit') { used.attack.add(g.limit.kind); if (g.limit.kind === 'targets') filters.push(g.limit.filter); }
  if (g.kind === 'defenceLimit') used.defence.add(g.limit.kind);
  if (g.kind === 'stat' && g.vs) filters.push(g.vs);
  if (g.kind === 'stat' && typeof g.amount !== 'number' && g.amount.per.kind === 'cards') seeSelector(g.amount.per.select);
}
function seeStep(st: Step): void {
  used.steps.add(st.kind);
  if (st.kind === 'optional') st.steps.forEach(seeStep);
  if (st.kind === 'grant') st.grants.forEach(seeGrant);
  if ('target' in st) seeTarget(st.target);
  if (st.kind === 'swap' || st.kind === 'swapControl') { seeTarget(st.first); seeTarget(st.second); }
  if (st.kind === 'copy') seeTarget(st.from);
  if (st.kind === 'swapSkills') seeTarget(st.with);
  if (st.kind === 'putFromHand' && st.at.kind === 'nextTo') seeSelector(st.at.select);
}
function seeAbility(a: Ability): void {
  used.abilities.add(a.kind);
  if (a.kind === 'static') { seeSelector(a.select); a.grants.forEach(seeGrant); if (a.condition) seeCondition(a.condition); }
  if (a.kind === 'action' || a.kind === 'trigger') a.steps.forEach(seeStep);
  if (a.kind === 'trigger' && a.condition) seeCondition(a.condition);
}
ALL_CARDS.forEach((c) => c.abilities.forEach(seeAbility));

/** Every step reference (`chosen`, `vacated`, `sameDirection`) points at an earlier step of the same ability. */
function badReferences(steps: readonly Step[]): string[] {
  const bad: string[] = [];
  const flat: Step[] = [];
  const walk = (xs: readonly Step[]) => xs.forEach((s) => { flat.push(s); if (s.kind === 'optional') walk(s.steps); });
  walk(steps);
  flat.forEach((s, i) => {
    const refs: number[] = [];
    const t = (x: Target) => { if (x.kind === 'chosen') refs.push(x.step); };
    if ('target' in s) t(s.target);
    if (s.kind === 'swap' || s.kind === 'swapControl') { t(s.first); t(s.second); }
    if (s.kind === 'copy') t(s.from);
    if (s.kind === 'swapSkills') t(s.with);
    if (s.kind === 'move' && s.to.kind === 'sameDirection') refs.push(s.to.step);
    if (s.kind === 'putFromHand' && s.at.kind === 'vacated') refs.push(s.at.step);
    for (const r of refs) if (!(r >= 0 && r < i)) bad.push(`step ${i} refers to step ${r}`);
  });
  return bad;
}

describe('the card data', () => {
  it('ids: unique, kebab-case, readable from the name', () => {
    expect(new Set(ALL_CARDS.map((c) => c.id)).size).toBe(ALL_CARDS.length);
    for (const c of ALL_CARDS) {
      expect(c.id, c.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const slug = c.name.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-');
      expect(c.id === slug || c.id === `${slug}-${c.faction}`, c.id).toBe(true);
    }
    expect(['byartur', 'whitelands', 'myrkur', 'vestur'].map((f) => cardById(`nemesio-${f}`)?.faction)).toEqual([...FACTIONS]);
  });

  it('kinds and numbers fit: creatures attack and defend, lands defend, spells are never attacked', () => {
    for (const c of ALL_CARDS) {
      if (c.kind === 'creature') expect([typeof c.attack, typeof c.defence, c.astral, c.spellLife], c.id).toEqual(['number', 'number', false, null]);
      if (c.kind === 'land') expect([c.attack, typeof c.defence, c.astral, c.spellLife], c.id).toEqual([null, 'number', false, null]);
      if (c.kind === 'spell') {
        expect(c.defence, c.id).toBeNull();
        expect(c.spellLife, c.id).not.toBeNull();
        // An attack spell attacks and does nothing else; every other spell has exactly one ability.
        expect(c.abilities.length, c.id).toBe(c.attack === null ? 1 : 0);
      }
      expect(c.deckValue, c.id).toBeGreaterThanOrEqual(c.value);
    }
  });

  it('labels fit the card: creatures have skills and weaknesses, lands benefits, spells effects', () => {
    for (const c of ALL_CARDS) {
      const allowed: Record<Card['kind'], string[]> = { creature: ['skill', 'weakness'], land: ['benefit', 'weakness'], spell: ['effect'] };
      for (const a of c.abilities) expect(allowed[c.kind], `${c.id} ${a.label}`).toContain(a.label);
    }
  });

  it('every family named is a known family; every card named exists and is of the same faction', () => {
    for (const c of ALL_CARDS) if (c.family) expect(FAMILIES, c.id).toContain(c.family);
    for (const f of filters) {
      for (const fam of f.families ?? []) expect(FAMILIES).toContain(fam);
      for (const id of [...(f.cards ?? []), ...(f.alsoAdjacentTo ?? [])]) expect(cardById(id), id).toBeDefined();
    }
    expect(FACTION_CARDS.myrkur.map((c) => c.id)).toEqual(expect.arrayContaining(['lucy', 'feyr']));
  });

  it('step references point backwards within their ability', () => {
    for (const c of ALL_CARDS) {
      for (const a of c.abilities) if (a.kind === 'action' || a.kind === 'trigger') expect(badReferences(a.steps), c.id).toEqual([]);
    }
    expect(badReferences([{ kind: 'deactivate', target: { kind: 'chosen', step: 0 } }])).toEqual(['step 0 refers to step 0']);
  });

  it('uses every word of the vocabulary (none defined for nothing), and nothing is unsupported', () => {
    const on = (m: Record<string, boolean>) => Object.keys(m).filter((k) => m[k]).sort();
    expect([...used.grants].sort()).toEqual(on(GRANTS));
    expect([...used.steps].sort()).toEqual(on(STEPS));
    expect([...used.abilities].sort()).toEqual(on(ABILITIES));
    expect([...used.attack].sort()).toEqual(on(ATTACK_LIMITS));
    expect([...used.defence].sort()).toEqual(on(DEFENCE_LIMITS));
    expect([...used.conditions].sort()).toEqual(on(CONDITIONS));
    expect(ALL_CARDS.filter((c) => c.abilities.some((a) => a.kind === 'unsupported')).map((c) => c.id)).toEqual([]);
  });

  it('the data is plain JSON (what the rules hash and the UI shows)', () => {
    expect(JSON.parse(JSON.stringify(ALL_CARDS))).toEqual(ALL_CARDS);
    for (const c of ALL_CARDS) for (const a of c.abilities) for (const [k, v] of Object.entries(a)) expect(v, `${c.id}.${k}`).not.toBeUndefined();
  });
});
