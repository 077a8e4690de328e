/**
 * Clockwork Crusade: the fourteen territory grid tiles. ALL CONTENT ORIGINAL TO FACEDOWN — the
 * rulebook describes territory grids (coloured territories, beige neutral space, water) but
 * publishes none; these shapes and names are ours, and so are the territories' names (one per
 * letter, in letter order: the map labels each territory with its name).
 *
 * Each tile is drawn as five rows of a pointy-top radius-2 hexagon, r = −2 … 2 top to bottom;
 * row r holds q from max(−2, −2 − r) to min(2, 2 − r). Letters 'a'… are territories, '.' is
 * neutral (beige) space, '~' is water. `tileProblems` checks every tile (and any tile a test
 * or a future editor makes): 19 distinct hexes within radius 2, 2–4 territories of at least 3
 * connected hexes each, some neutral space, every non-water hex linked to the tile's rim
 * through non-water hexes, and no side of the hexagon all water (so any rotation can join a
 * neighbour by land).
 */
import type { TileDef, TileHex } from './types.js';

const ROW_STARTS = [0, -1, -2, -2, -2] as const;
const ROW_LENGTHS = [3, 4, 5, 4, 3] as const;

/** The six axial neighbour offsets. */
export const HEX_DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1],
];

const distance = (q: number, r: number): number => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r));

/** Reads a tile picture (rows of letters, '.', '~'; spaces ignored) into its 19 hexes. */
export function parseTile(rows: readonly string[]): TileHex[] {
  const hexes: TileHex[] = [];
  rows.forEach((row, i) => {
    const r = i - 2;
    [...row.replace(/\s+/g, '')].forEach((ch, j) => {
      const q = (ROW_STARTS[i] ?? 0) + j;
      if (ch === '~') hexes.push({ q, r, terrain: 'water' });
      else if (ch === '.') hexes.push({ q, r, terrain: 'neutral' });
      else hexes.push({ q, r, terrain: 'territory', territory: ch });
    });
  });
  return hexes;
}

/** Draws a tile back as its picture (the docs use this; rows indented like hexes). */
export function drawTile(tile: TileDef): string[] {
  const at = new Map(tile.hexes.map((h) => [`${h.q},${h.r}`, h]));
  return ROW_LENGTHS.map((len, i) => {
    const r = i - 2;
    const cells: string[] = [];
    for (let j = 0; j < len; j++) {
      const h = at.get(`${(ROW_STARTS[i] ?? 0) + j},${r}`);
      cells.push(h === undefined ? '?' : h.terrain === 'water' ? '~' : h.terrain === 'neutral' ? '.' : (h.territory ?? '?'));
    }
    return ' '.repeat(Math.abs(r)) + cells.join(' ');
  });
}

const tile = (id: string, name: string, rows: readonly string[], territoryNames: readonly string[]): TileDef => ({ id, name, hexes: parseTile(rows), territoryNames });

export const TILES: readonly TileDef[] = [
  tile('brass-fields', 'Brass Fields', ['a a a', 'a a . b', 'a a . b b', '. . b b', '. b b'], ['Goldmoor', 'Tinfield']),
  tile('cog-hollow', 'Cog Hollow', ['a a b', 'a a b b', 'c . . b b', 'c c . d', 'c d d'], ['Cogwell', 'Sprocket', 'Ratchet', 'Pinion']),
  tile('steam-delta', 'Steam Delta', ['a a .', 'a a ~ b', 'a . ~ b b', '. ~ . b', 'c c c'], ['Vaporhold', 'Mistbank', 'Silt End']),
  tile('rivet-ridge', 'Rivet Ridge', ['a b b', 'a . b b', 'a a . c c', 'a . c c', '. c c'], ['Rivetcrag', 'Boltstone', 'Anvilrise']),
  tile('gearwater-lake', 'Gearwater Lake', ['a a b', 'a . . b', 'a ~ ~ . b', '. ~ . b', 'c c c'], ['Shoreham', 'Eastwick', 'Lakefoot']),
  tile('copper-marsh', 'Copper Marsh', ['a a a', '. ~ a .', 'b . ~ . c', 'b b . c', 'b b c'], ['Verdigris', 'Reedmire', 'Bogwater']),
  tile('piston-pass', 'Piston Pass', ['a a .', 'a a . b', '. . . b b', 'c c . b', 'c c .'], ['Crankgate', 'Highpass', 'Lowstroke']),
  tile('boiler-flats', 'Boiler Flats', ['a . b', 'a a b b', 'a a . b b', 'a . . b', '. . b'], ['Kilnmoor', 'Ashflat']),
  tile('spring-crossing', 'Spring Crossing', ['a . b', 'a a ~ b', 'c . ~ b b', 'c c ~ d', 'c d d'], ['Coilford', 'Tensil', 'Springwell', 'Ferrule']),
  tile('chain-bridge', 'Chain Bridge', ['a a a', 'a a . .', '~ ~ . ~ ~', 'b . b b', 'b b b'], ['Northlink', 'Southlink']),
  tile('smog-vale', 'Smog Vale', ['a a .', 'a a b b', 'c . . b b', 'c c d d', 'c . d'], ['Sootdale', 'Hazeby', 'Fumewood', 'Cinderby']),
  tile('clocktower-square', 'Clocktower Square', ['a a b', 'a . . b', 'c . . . b', 'c . . d', 'c d d'], ['Tickmarket', 'Chimes', 'Dialside', 'Hourgate']),
  tile('flywheel-bay', 'Flywheel Bay', ['. a a', '~ ~ a a', 'b . . a a', 'b b . .', 'b b .'], ['Spinhaven', 'Wheelport']),
  tile('tinker-isles', 'Tinker Isles', ['a a .', 'a . ~ b', '. ~ ~ b b', 'c . ~ b', 'c c .'], ['Tinkerholm', 'Solderkey', 'Wirecay']),
];

const BY_ID: ReadonlyMap<string, TileDef> = new Map(TILES.map((t) => [t.id, t]));

export const tileById = (id: string): TileDef | undefined => BY_ID.get(id);

/** A territory's name (`tile/letter`, as the board names territories), or null for none. */
export function territoryLabel(territory: string): string | null {
  const [id, letter] = territory.split('/');
  const t = BY_ID.get(id ?? '');
  const i = t && letter !== undefined ? territoriesOf(t).indexOf(letter) : -1;
  return (i >= 0 ? t?.territoryNames?.[i] : undefined) ?? null;
}

/** The territory letters of a tile, in order. */
export const territoriesOf = (t: TileDef): string[] =>
  [...new Set(t.hexes.flatMap((h) => (h.terrain === 'territory' && h.territory !== undefined ? [h.territory] : [])))].sort();

/** The hexes reachable from `from` stepping only onto hexes that `pass` accepts. */
function reach(from: readonly TileHex[], all: ReadonlyMap<string, TileHex>, pass: (h: TileHex) => boolean): Set<string> {
  const seen = new Set(from.map((h) => `${h.q},${h.r}`));
  const todo = [...from];
  for (let h = todo.pop(); h !== undefined; h = todo.pop()) {
    for (const [dq, dr] of HEX_DIRECTIONS) {
      const key = `${h.q + dq},${h.r + dr}`;
      const n = all.get(key);
      if (n !== undefined && !seen.has(key) && pass(n)) {
        seen.add(key);
        todo.push(n);
      }
    }
  }
  return seen;
}

/** Why a tile is malformed (one reason), or null when it is a valid tile. */
export function tileProblems(t: TileDef): string | null {
  const id = t.id;
  if (!/^[a-z][a-z0-9-]*$/.test(id)) return `${id}: id must be lower-case words joined by '-'`;
  if (t.hexes.length !== 19) return `${id}: a tile has 19 hexes, not ${t.hexes.length}`;
  const all = new Map<string, TileHex>();
  for (const h of t.hexes) {
    if (!Number.isInteger(h.q) || !Number.isInteger(h.r) || distance(h.q, h.r) > 2) return `${id}: hex ${h.q},${h.r} is outside the tile`;
    if (all.has(`${h.q},${h.r}`)) return `${id}: hex ${h.q},${h.r} is listed twice`;
    if ((h.terrain === 'territory') !== (h.territory !== undefined)) return `${id}: hex ${h.q},${h.r} needs a territory letter exactly when it is territory`;
    if (h.territory !== undefined && !/^[a-d]$/.test(h.territory)) return `${id}: territory '${h.territory}' must be a letter a–d`;
    all.set(`${h.q},${h.r}`, h);
  }
  const letters = territoriesOf(t);
  if (letters.length < 2 || letters.length > 4) return `${id}: a tile has 2 to 4 territories, not ${letters.length}`;
  if (letters.join('') !== 'abcd'.slice(0, letters.length)) return `${id}: territories must be lettered a, b, … without gaps`;
  for (const letter of letters) {
    const own = t.hexes.filter((h) => h.territory === letter);
    if (own.length < 3) return `${id}: territory ${letter} has ${own.length} hexes, at least 3 needed`;
    if (reach([own[0]!], all, (h) => h.territory === letter).size !== own.length) return `${id}: territory ${letter} is split in two`;
  }
  if (t.territoryNames !== undefined) {
    if (t.territoryNames.length !== letters.length) return `${id}: ${letters.length} territories but ${t.territoryNames.length} territory names`;
    if (t.territoryNames.some((n) => !/^[A-Z][A-Za-z' -]{1,13}$/.test(n))) return `${id}: a territory name must be a short capitalised name`;
  }
  if (!t.hexes.some((h) => h.terrain === 'neutral')) return `${id}: a tile needs some neutral space`;
  const rim = t.hexes.filter((h) => h.terrain !== 'water' && distance(h.q, h.r) === 2);
  const linked = reach(rim, all, (h) => h.terrain !== 'water');
  const cut = t.hexes.find((h) => h.terrain !== 'water' && !linked.has(`${h.q},${h.r}`));
  if (cut !== undefined) return `${id}: hex ${cut.q},${cut.r} is cut off from the tile's edge by water`;
  const sides: readonly ((h: TileHex) => boolean)[] = [
    (h) => h.q === 2, (h) => h.r === -2, (h) => h.q + h.r === 2, (h) => h.q === -2, (h) => h.r === 2, (h) => h.q + h.r === -2,
  ];
  if (sides.some((side) => !t.hexes.some((h) => side(h) && h.terrain !== 'water'))) return `${id}: a side of the tile is all water`;
  return null;
}
