/**
 * Clockwork Crusade: the card set. ALL CONTENT ORIGINAL TO FACEDOWN — the rulebook names the
 * card fields, the fourteen abilities and one example ("Crab Tank", +2 defence against Vehicles
 * with two copies) but publishes no card list; every other name, number and text here is ours.
 *
 * Data only, plus tiny accessors and `cardProblems` (the validator the tests and the rules
 * use to refuse a malformed card). Cost guide (design intent, see docs/clockwork-crusade.md):
 * cost ≈ (attack + defence + (movement − 2)/2 + (longest range − 1) + ability worth) / 2,
 * with vehicles a little dearer (they are tough but cannot capture) and buildings priced on
 * what they block or earn.
 */
import type { Ability, AbilityKind, CcCard, LevelBonus, SpecialCard, SpecialEffect, UnitCard, UnitType } from './types.js';

/** The fourteen abilities of the rulebook, in its order. */
export const ABILITY_KINDS: readonly AbilityKind[] = [
  'assassinate',
  'artillery-shell',
  'barricade',
  'cleave',
  'corrupt',
  'mounted-weaponry',
  'portal-wall',
  'ranged-only',
  'regenerate',
  'run-and-gun',
  'salvage',
  'scapegoat',
  'self-destruct',
  'stealth',
];

type UnitSpec = {
  readonly type: UnitType;
  readonly cost: number;
  readonly range: readonly [number, number];
  readonly attack: number;
  readonly defense: number;
  readonly movement: number;
  readonly abilities?: readonly Ability[];
  readonly level2?: readonly LevelBonus[];
  readonly level3?: readonly LevelBonus[];
  readonly copies?: number;
  readonly text: string;
};

const unit = (id: string, name: string, s: UnitSpec): UnitCard => ({
  kind: 'unit',
  id,
  name,
  type: s.type,
  cost: s.cost,
  range: { min: s.range[0], max: s.range[1] },
  attack: s.attack,
  defense: s.defense,
  movement: s.movement,
  abilities: s.abilities ?? [],
  level2: s.level2 ?? [],
  level3: s.level3 ?? [],
  copies: s.copies ?? 3,
  text: s.text,
});

const special = (id: string, name: string, effect: SpecialEffect, text: string, copies = 2): SpecialCard => ({
  kind: 'special',
  id,
  name,
  text,
  effect,
  copies,
});

const plus = (stat: LevelBonus['stat'], amount: number, vs?: UnitType): LevelBonus =>
  vs === undefined ? { stat, amount } : { stat, amount, vs };

const A = {
  assassinate: { kind: 'assassinate' },
  artillery: (min: number, max: number): Ability => ({ kind: 'artillery-shell', min, max }),
  barricade: { kind: 'barricade' },
  cleave: { kind: 'cleave' },
  corrupt: { kind: 'corrupt' },
  mounted: { kind: 'mounted-weaponry' },
  portalWall: { kind: 'portal-wall' },
  rangedOnly: { kind: 'ranged-only' },
  regenerate: { kind: 'regenerate' },
  runAndGun: { kind: 'run-and-gun' },
  salvage: { kind: 'salvage' },
  scapegoat: { kind: 'scapegoat' },
  selfDestruct: (radius: number): Ability => ({ kind: 'self-destruct', radius }),
  stealth: { kind: 'stealth' },
} as const satisfies Record<string, Ability | ((a: number, b: number) => Ability)>;

/** Every player holds this card from the start; it is never in the stack and never leaves. */
export const INFANTRY: UnitCard = unit('infantry', 'Infantry', {
  type: 'soldier', cost: 1, range: [1, 1], attack: 1, defense: 1, movement: 2, copies: 0,
  text: 'Your first troops. Every player holds this card all game.',
});

/** What a Portal Wall becomes when it flips; never in the stack. */
export const WALL: UnitCard = unit('wall', 'Wall', {
  type: 'building', cost: 1, range: [1, 1], attack: 0, defense: 10, movement: 0, abilities: [A.barricade], copies: 0,
  text: 'Raised by a Portal Wall. Shots cannot pass through it.',
});

export const UNIT_CARDS: readonly UnitCard[] = [
  INFANTRY,
  WALL,
  // Soldiers: the only units that capture territories.
  unit('scrap-scavenger', 'Scrap Scavenger', {
    type: 'soldier', cost: 2, range: [1, 1], attack: 0, defense: 1, movement: 2, abilities: [A.salvage],
    level2: [plus('defense', 1)], level3: [plus('defense', 1), plus('movement', 1)],
    text: 'Picks the field clean: a lucky search pays 1 resource.',
  }),
  unit('cog-rifleman', 'Cog Rifleman', {
    type: 'soldier', cost: 2, range: [1, 2], attack: 2, defense: 1, movement: 2,
    level2: [plus('attack', 1)], level3: [plus('attack', 1), plus('range', 1)],
    text: 'A steady line soldier who can fire two hexes.',
  }),
  unit('brass-sapper', 'Brass Sapper', {
    type: 'soldier', cost: 2, range: [1, 1], attack: 1, defense: 1, movement: 2, abilities: [A.selfDestruct(1)],
    level2: [plus('attack', 1)], level3: [plus('attack', 2)],
    text: 'Carries a boiler charge: blows up everything next to it, friend or foe.',
  }),
  unit('silent-clockhand', 'Silent Clockhand', {
    type: 'soldier', cost: 3, range: [1, 2], attack: 1, defense: 1, movement: 3, abilities: [A.assassinate],
    level2: [plus('movement', 1)], level3: [plus('movement', 1), plus('range', 1)],
    text: 'Pay a target\'s cost on a lucky coin and it is gone.',
  }),
  unit('gearwright-mason', 'Gearwright Mason', {
    type: 'soldier', cost: 3, range: [1, 1], attack: 1, defense: 2, movement: 2, abilities: [A.portalWall],
    level2: [plus('defense', 1)], level3: [plus('defense', 2)],
    text: 'Opens a portal for a Wall next to itself.',
  }),
  unit('steam-dragoon', 'Steam Dragoon', {
    type: 'soldier', cost: 3, range: [1, 2], attack: 2, defense: 2, movement: 3, abilities: [A.runAndGun],
    level2: [plus('movement', 1)], level3: [plus('movement', 1), plus('attack', 1)],
    text: 'Rides in and shoots in the same turn.',
  }),
  unit('piston-berserker', 'Piston Berserker', {
    type: 'soldier', cost: 3, range: [1, 1], attack: 3, defense: 1, movement: 2, abilities: [A.cleave],
    level2: [plus('attack', 1, 'soldier')], level3: [plus('attack', 2, 'soldier')],
    text: 'Swings twice a turn at two different foes.',
  }),
  unit('brass-commander', 'Brass Commander', {
    type: 'soldier', cost: 3, range: [1, 1], attack: 2, defense: 2, movement: 2, abilities: [A.scapegoat],
    level2: [plus('attack', 1)], level3: [plus('attack', 1), plus('defense', 1)],
    text: 'On a lucky coin, a neighbouring unit of yours takes the blow meant for it.',
  }),
  unit('rust-hexer', 'Rust Hexer', {
    type: 'soldier', cost: 4, range: [1, 2], attack: 1, defense: 1, movement: 2, abilities: [A.corrupt],
    level2: [plus('range', 1)], level3: [plus('range', 1), plus('defense', 1)],
    text: 'Takes over an enemy unit until the end of your turn.',
  }),
  // Vehicles: the heavy hitters.
  unit('gyro-scout', 'Gyro Scout', {
    type: 'vehicle', cost: 2, range: [1, 1], attack: 1, defense: 1, movement: 4, abilities: [A.stealth],
    level2: [plus('attack', 1)], level3: [plus('attack', 1), plus('defense', 1)],
    text: 'Fast and hard to pin down: a lucky coin turns an attack away.',
  }),
  unit('crab-tank', 'Crab Tank', {
    type: 'vehicle', cost: 4, range: [1, 1], attack: 3, defense: 3, movement: 2,
    level2: [plus('defense', 2, 'vehicle')], level3: [plus('defense', 3, 'vehicle'), plus('attack', 1)],
    text: 'Armoured legs and claws; built to fight other machines.',
  }),
  unit('mortar-crawler', 'Mortar Crawler', {
    type: 'vehicle', cost: 4, range: [2, 4], attack: 3, defense: 1, movement: 1, abilities: [A.rangedOnly],
    level2: [plus('attack', 1)], level3: [plus('attack', 1), plus('range', 1)],
    text: 'Lobs shells two to four hexes away; cannot hit what is next to it.',
  }),
  unit('brass-howitzer', 'Brass Howitzer', {
    type: 'vehicle', cost: 4, range: [1, 1], attack: 2, defense: 2, movement: 1, abilities: [A.artillery(3, 6)],
    level2: [plus('attack', 1)], level3: [plus('attack', 2)],
    text: 'Fires a shell three to six hexes on a lucky coin; nothing fires back.',
  }),
  unit('ember-golem', 'Ember Golem', {
    type: 'vehicle', cost: 5, range: [1, 1], attack: 4, defense: 3, movement: 2, abilities: [A.regenerate],
    level2: [plus('defense', 1)], level3: [plus('defense', 1), plus('attack', 1)],
    text: 'When destroyed, a lucky coin rebuilds it where it fell.',
  }),
  unit('boiler-juggernaut', 'Boiler Juggernaut', {
    type: 'vehicle', cost: 6, range: [1, 1], attack: 5, defense: 5, movement: 2, abilities: [A.barricade],
    level2: [plus('attack', 1, 'building')], level3: [plus('attack', 2, 'building')],
    text: 'A rolling fortress; shots cannot pass through it.',
  }),
  // Buildings: static defence, no movement; only Mounted Weaponry lets them fire.
  unit('rivet-bastion', 'Rivet Bastion', {
    type: 'building', cost: 2, range: [1, 1], attack: 0, defense: 10, movement: 0, abilities: [A.barricade],
    level2: [plus('defense', 1)], level3: [plus('defense', 2)],
    text: 'A thick iron wall; shots cannot pass through it.',
  }),
  unit('scrap-foundry', 'Scrap Foundry', {
    type: 'building', cost: 4, range: [1, 1], attack: 0, defense: 8, movement: 0, abilities: [A.salvage],
    level2: [plus('defense', 1)], level3: [plus('defense', 2)],
    text: 'Each turn a lucky coin earns 1 resource.',
  }),
  unit('steam-turret', 'Steam Turret', {
    type: 'building', cost: 4, range: [1, 2], attack: 3, defense: 9, movement: 0, abilities: [A.mounted],
    level2: [plus('attack', 1)], level3: [plus('attack', 1), plus('range', 1)],
    text: 'A fixed gun that fires and fires back.',
  }),
  unit('great-cannon', 'Great Cannon', {
    type: 'building', cost: 5, range: [3, 6], attack: 4, defense: 9, movement: 0, abilities: [A.mounted, A.rangedOnly],
    level2: [plus('attack', 1)], level3: [plus('attack', 1), plus('defense', 1)],
    text: 'A siege gun for three to six hexes; helpless up close.',
  }),
];

export const SPECIAL_CARDS: readonly SpecialCard[] = [
  special('supply-cache', 'Supply Cache', { kind: 'supply', amount: 3 }, 'Gain 3 resources.'),
  special('forced-march', 'Forced March', { kind: 'forced-march', amount: 2 }, 'One of your units may move 2 extra hexes this turn.'),
  special('overcharge', 'Overcharge', { kind: 'overcharge', amount: 2 }, 'One of your units adds 2 to its attack rolls this turn.'),
  special('fortify', 'Fortify', { kind: 'fortify', defense: 12 }, 'One of your gates has defence 12 until your next turn starts.'),
  special('sabotage', 'Sabotage', { kind: 'sabotage' }, 'Pick an opponent: they discard a random card from their hand (never their Infantry).'),
  special('rapid-deployment', 'Rapid Deployment', { kind: 'rapid-deployment' }, 'One of your face-down portals flips now and comes into play this turn.'),
  special('field-intelligence', 'Field Intelligence', { kind: 'field-intelligence' }, 'Draw a card from the stack. It does not count as your draw this turn.'),
];

export const CARDS: readonly CcCard[] = [...UNIT_CARDS, ...SPECIAL_CARDS];

const BY_ID: ReadonlyMap<string, CcCard> = new Map(CARDS.map((c) => [c.id, c]));

export const cardById = (id: string): CcCard | undefined => BY_ID.get(id);

export const unitCard = (id: string): UnitCard | undefined => {
  const c = BY_ID.get(id);
  return c?.kind === 'unit' ? c : undefined;
};

export const specialCard = (id: string): SpecialCard | undefined => {
  const c = BY_ID.get(id);
  return c?.kind === 'special' ? c : undefined;
};

export const hasAbility = (card: UnitCard, kind: AbilityKind): boolean => card.abilities.some((a) => a.kind === kind);

/** The stack before shuffling: every card id once per copy, in card order. */
export const STACK: readonly string[] = CARDS.flatMap((c) => Array.from({ length: c.copies }, () => c.id));


const isCount = (n: number, lo: number, hi: number): boolean => Number.isInteger(n) && n >= lo && n <= hi;

function levelProblem(card: UnitCard, bonuses: readonly LevelBonus[], level: string): string | null {
  for (const b of bonuses) {
    if (!Number.isInteger(b.amount) || b.amount <= 0) return `${card.id}: ${level} bonus to ${b.stat} must be a positive whole number`;
    if (card.type === 'building' && b.stat === 'movement') return `${card.id}: a building has no movement bonus`;
    if (card.type === 'building' && !hasAbility(card, 'mounted-weaponry') && (b.stat === 'attack' || b.stat === 'range')) {
      return `${card.id}: a building without Mounted Weaponry has no ${b.stat} bonus`;
    }
  }
  return null;
}

function unitProblem(card: UnitCard): string | null {
  const id = card.id;
  if (!isCount(card.cost, 1, 6)) return `${id}: cost must be 1 to 6`;
  if (!isCount(card.attack, 0, 9) || !isCount(card.defense, 0, 12) || !isCount(card.movement, 0, 9)) {
    return `${id}: attack, defence and movement must be whole numbers in range`;
  }
  const { min, max } = card.range;
  if (!isCount(min, 1, 9) || !isCount(max, min, 9)) return `${id}: range must be 1 or more, the longest not below the shortest`;
  const kinds = card.abilities.map((a) => a.kind);
  if (new Set(kinds).size !== kinds.length) return `${id}: an ability is listed twice`;
  const rangedOnly = kinds.includes('ranged-only');
  if (rangedOnly && min <= 1) return `${id}: Ranged Only needs a shortest range above 1`;
  if (!rangedOnly && min > 1) return `${id}: a shortest range above 1 needs Ranged Only`;
  const mounted = kinds.includes('mounted-weaponry');
  if (mounted && card.type !== 'building') return `${id}: Mounted Weaponry is for buildings only`;
  if (card.type === 'building') {
    if (card.movement !== 0) return `${id}: a building has movement 0`;
    if (!mounted && card.attack !== 0) return `${id}: a building without Mounted Weaponry cannot attack (attack 0)`;
    if (!isCount(card.defense, 6, 12)) return `${id}: a building's static defence must be 6 to 12`;
  } else if (card.movement < 1) return `${id}: a soldier or vehicle moves at least 1`;
  for (const a of card.abilities) {
    if (a.kind === 'artillery-shell' && (!isCount(a.min, 2, 9) || !isCount(a.max, a.min, 9))) {
      return `${id}: Artillery Shell range must be x–y with 2 ≤ x ≤ y`;
    }
    if (a.kind === 'self-destruct' && !isCount(a.radius, 1, 3)) return `${id}: Self Destruct radius must be 1 to 3`;
  }
  if (!isCount(card.copies, 0, 6)) return `${id}: copies must be 0 to 6`;
  if (card.copies < 2 && card.level2.length > 0) return `${id}: a 2.0 bonus needs at least 2 copies`;
  if (card.copies < 3 && card.level3.length > 0) return `${id}: a 3.0 bonus needs at least 3 copies`;
  return levelProblem(card, card.level2, '2.0') ?? levelProblem(card, card.level3, '3.0');
}

function specialProblem(card: SpecialCard): string | null {
  const e = card.effect;
  if (card.text.trim() === '') return `${card.id}: a special card needs its text`;
  if (!isCount(card.copies, 1, 6)) return `${card.id}: a special card has 1 to 6 copies`;
  if ((e.kind === 'supply' || e.kind === 'forced-march' || e.kind === 'overcharge') && !isCount(e.amount, 1, 6)) {
    return `${card.id}: ${e.kind} amount must be 1 to 6`;
  }
  if (e.kind === 'fortify' && !isCount(e.defense, 10, 14)) return `${card.id}: fortify defence must be 10 to 14`;
  return null;
}

/** Why a card is malformed (one reason), or null when it is a valid card. */
export function cardProblems(card: CcCard): string | null {
  if (!/^[a-z][a-z0-9-]*$/.test(card.id)) return `${card.id}: id must be lower-case words joined by '-'`;
  if (card.name.trim() === '') return `${card.id}: the card needs a name`;
  return card.kind === 'unit' ? unitProblem(card) : specialProblem(card);
}

/** Problems of the whole set: each card's, duplicate ids, the stack's size. */
export function setProblems(cards: readonly CcCard[]): readonly string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of cards) {
    const p = cardProblems(c);
    if (p !== null) out.push(p);
    if (seen.has(c.id)) out.push(`${c.id}: id used twice`);
    seen.add(c.id);
  }
  const stack = cards.reduce((n, c) => n + c.copies, 0);
  if (stack > 100) out.push(`the stack holds ${stack} cards, more than 100`);
  return out;
}
