import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Room, dials, parseRoom } from '../src/net/room.js';

const host = { peer: 'host-id', name: 'Alice' };

describe('the waiting room', () => {
  it('seats visitors in order and tells the next one the table is full', () => {
    const room = new Room(3, host);
    expect(room.admit('p-bob', 'Bob')).toEqual({ kind: 'seat', seat: 1 });
    expect(room.admit('p-carol', 'Carol')).toEqual({ kind: 'seat', seat: 2 });
    expect(room.full).toBe(true);
    expect(room.admit('p-dave', 'Dave')).toEqual({ kind: 'full' });
    expect(room.roster.map((s) => s?.name)).toEqual(['Alice', 'Bob', 'Carol']);
  });

  it('gives a returning visitor (a reload) its own seat again, before and after the start', () => {
    const room = new Room(3, host);
    room.admit('p-bob', 'Bob');
    room.admit('p-carol', 'Carol');
    expect(room.admit('p-bob', 'Bobby')).toEqual({ kind: 'seat', seat: 1 });
    expect(room.roster[1]?.name).toBe('Bobby');
    expect(room.start().ok).toBe(true);
    expect(room.admit('p-carol', 'Someone else')).toEqual({ kind: 'seat', seat: 2 });
    // After the start a seat's name is fixed (it is in the signed hellos).
    expect(room.roster[2]?.name).toBe('Carol');
  });

  it('a visitor cannot take the host seat or a seat already taken', () => {
    const room = new Room(2, host);
    expect(room.admit('p-bob', 'Bob')).toEqual({ kind: 'seat', seat: 1 });
    expect(room.admit('p-mallory', 'Mallory')).toEqual({ kind: 'full' });
    expect(room.roster[0]).toEqual(host);
    expect(room.leave('host-id')).toBe(false);
    expect(room.roster[0]).toEqual(host);
  });

  it('frees a seat when its guest leaves before the start, never after', () => {
    const room = new Room(3, host);
    room.admit('p-bob', 'Bob');
    expect(room.leave('p-bob')).toBe(true);
    expect(room.admit('p-carol', 'Carol')).toEqual({ kind: 'seat', seat: 1 });
    room.admit('p-dave', 'Dave');
    expect(room.start().ok).toBe(true);
    expect(room.leave('p-dave')).toBe(false);
    expect(room.admit('p-erin', 'Erin')).toEqual({ kind: 'full' });
  });

  it('starts only with every seat taken, and says how many are free', () => {
    const room = new Room(4, host);
    room.admit('p-bob', 'Bob');
    const r = room.start();
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toBe('2 seat(s) are still free');
    expect(room.started).toBe(false);
  });

  it('keeps the seats of a restored room', () => {
    const room = new Room(3, host, [null, { peer: 'p-bob', name: 'Bob' }, { peer: 'p-carol', name: 'Carol' }], true);
    expect(room.started).toBe(true);
    expect(room.seatOf('p-carol')).toBe(2);
    expect(room.admit('p-new', 'New')).toEqual({ kind: 'full' });
  });
});

describe('who dials whom', () => {
  it('exactly one side of every link dials (no two seats dial each other at once)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), (a, b) => {
      fc.pre(a !== b);
      expect(dials(a, b) !== dials(b, a)).toBe(true);
    }));
  });

  it('every guest dials the host', () => {
    for (let s = 1; s < 6; s++) expect(dials(s, 0)).toBe(true);
  });
});

describe('room envelopes from peers', () => {
  const view = { k: 'room', game: 'crayne', options: { variant: 'free-for-all' }, taken: [host, null, { peer: 'p-bob', name: 'Bob' }], started: false, you: 2 };

  it('reads what the host and visitors send', () => {
    expect(parseRoom({ k: 'join', name: 'Bob', watch: false })).toEqual({ ok: true, value: { k: 'join', name: 'Bob', watch: false } });
    expect(parseRoom({ k: 'full', seats: 3 })).toEqual({ ok: true, value: { k: 'full', seats: 3 } });
    const r = parseRoom(view);
    expect(r?.ok && r.value).toEqual(view);
  });

  it('leaves anything else to the match codec', () => {
    expect(parseRoom({ k: 'msg', msg: {} })).toBeNull();
    expect(parseRoom('hb')).toBeNull();
    expect(parseRoom([{ k: 'join' }])).toBeNull();
  });

  const refused: [string, unknown, string][] = [
    ['a name with a line break', { k: 'join', name: 'Bob\nseat 0 wins', watch: false }, 'join.name'],
    ['a name too long', { k: 'join', name: 'x'.repeat(41), watch: false }, 'join.name'],
    ['an extra field in a join', { k: 'join', name: 'Bob', watch: false, seat: 0 }, 'join:'],
    ['a seat outside the room', { ...view, you: 3 }, 'room.you'],
    ['a seat that is not a number', { ...view, you: '1' }, 'room.you'],
    ['options that are not canonical JSON', { ...view, options: { x: 1.5 } }, 'room.options'],
    ['a seat holder with a bad PeerJS id', { ...view, taken: [host, { peer: 'a b', name: 'B' }] }, 'room.taken[1]'],
    ['a seat holder with extra fields', { ...view, taken: [host, { peer: 'ab', name: 'B', key: 'x' }] }, 'room.taken[1]'],
    ['more than sixteen seats', { ...view, taken: Array.from({ length: 17 }, () => null), you: null }, 'room.taken'],
    ['a full notice without a count', { k: 'full' }, 'full'],
  ];
  it.each(refused)('refuses %s, naming the field', (_what, x, field) => {
    const r = parseRoom(x);
    expect(r?.ok).toBe(false);
    expect(r && !r.ok && r.error.startsWith(field)).toBe(true);
  });
});
