/** The host's "table is full" notice, as a two-seat guest reads it (src/net/full-notice.ts). */
import { describe, expect, it, vi } from 'vitest';
import { fullNotice, fullOf } from '../src/net/full-notice.js';
import { parseRoom, roomOf } from '../src/net/room.js';

describe('full notice', () => {
  it('reads back what the host sends, as the room parses it', () => {
    expect(fullOf(fullNotice(2))).toBe(2);
    expect(fullOf(fullNotice(6))).toBe(6);
    expect(parseRoom(JSON.parse(fullNotice(2)))).toEqual({ ok: true, value: { k: 'full', seats: 2 } });
  });

  it('is not fooled by other text or a malformed notice', () => {
    for (const d of ['', 'full', '{"k":"full"', '[]', 'null', '{"k":"room","seats":2}', '{"k":"full","seats":0}', '{"k":"full","seats":17}',
      '{"k":"full","seats":1.5}', '{"k":"full","seats":"2"}', '{"k":"full","seats":2,"x":1}', '{"k":"full"}']) {
      expect(fullOf(d), d).toBeNull();
    }
    expect(parseRoom({ k: 'full', seats: 2, extra: true })).toEqual({ ok: false, error: 'full: expected exactly the fields k, seats (and m)' });
  });

  it('names the match to watch instead once it has begun, and only as a watch link names it', () => {
    const m = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(fullNotice(3, null)).toBe('{"k":"full","seats":3}');
    expect(parseRoom(JSON.parse(fullNotice(3, m)))).toEqual({ ok: true, value: { k: 'full', seats: 3, m } });
    expect(fullOf(fullNotice(2, m))).toBe(2);
    for (const bad of ['', 'short', `${m}x`, 'AbCdEfGhIjKlMnOpQrSt+/', 7, null]) {
      expect(parseRoom({ k: 'full', seats: 3, m: bad }), String(bad)).toEqual({ ok: false, error: 'full.m: expected a match binding' });
    }
  });

  it('a notice or room message nested deep is refused before JSON.parse builds it', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(fullOf(`{"k":"full","seats":${'['.repeat(1_000_000)}`)).toBeNull();
      expect(roomOf(`{"k":"join","name":${'['.repeat(1_000_000)}`)).toEqual({ ok: false, error: 'room message nests brackets more than 72 deep' });
      expect(parse).not.toHaveBeenCalled();
      expect(fullOf(fullNotice(3))).toBe(3);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });
});
