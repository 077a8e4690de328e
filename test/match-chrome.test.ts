/** The match page's words, as pure functions: the connection, the outcome, the join link's invitation. */
import { describe, expect, it } from 'vitest';
import { mapPeerError } from '../src/net/net-error.js';
import { type LinkFacts, linkText } from '../src/ui/match/connection.js';
import { blocked } from '../src/net/net-error.js';
import { outcomeFor } from '../src/ui/match/outcome.js';
import { endWords } from '../src/ui/ending-words.js';
import { joinLink, parseJoin } from '../src/ui/match/links.js';
import { nameSeats, othersName, seatName } from '../src/ui/names.js';
import { owedDetail, sameOwed, waitingText } from '../src/ui/match/view.js';
import { need } from '../src/protocol/machine/lockstep.js';
import type { Session } from '../src/net/session.js';
import { fixtureRun } from './protocol/harness.js';

const base: LinkFacts = { mode: 'online', host: true, state: 'connecting', error: null, begun: false, present: null, other: 'Bob' };

describe('the connection in words', () => {
  it('a host waiting for its guest is waiting for a person, not connecting', () => {
    expect(linkText(base)).toEqual({ tone: 'idle', text: 'Waiting for the other player to open your link', help: null });
  });
  it('a guest at a link nobody hosts is told so, with what to do', () => {
    const t = linkText({ ...base, host: false, error: mapPeerError('peer-unavailable', false) });
    expect(t.text).toBe('No match is waiting at this link');
    expect(t.help).toMatch(/lobby/);
  });
  it('a silent peer has left, whatever PeerJS says about the link', () => {
    expect(linkText({ ...base, begun: true, state: 'connected', present: false }).text).toBe('Bob left — waiting for them to come back');
    expect(linkText({ ...base, begun: true, state: 'reconnecting', present: true }).text).toBe('Reconnecting to Bob…');
    expect(linkText({ ...base, begun: true, state: 'connected', present: true })).toMatchObject({ tone: 'ok', text: 'Connected to Bob' });
  });
  it('offline and closed', () => {
    expect(linkText({ ...base, begun: true, state: 'reconnecting', present: null, left: true })).toMatchObject({ tone: 'idle', text: 'Bob left the match' });
    expect(linkText({ ...base, begun: true, state: 'connected', present: false, left: true }).text).toBe('Bob left the match');
    expect(linkText({ ...base, begun: true, state: 'connected', present: true, left: true }).text).toBe('Connected to Bob');
    expect(linkText({ ...base, mode: 'direct' }).text).toBe('Waiting for the other player\'s answer code');
    expect(linkText({ ...base, mode: 'direct', host: false }).text).toBe('Waiting for Bob to paste your code');
    expect(linkText({ ...base, mode: 'direct', begun: true, state: 'closed' }).text).toBe('The connection to Bob was lost — new codes reconnect you');
    expect(linkText({ ...base, mode: 'direct', begun: true, state: 'connected', present: true }).text).toBe('Connected to Bob');
    expect(linkText({ ...base, mode: 'direct', error: mapPeerError('webrtc', false) })).toMatchObject({ tone: 'bad', text: 'The two browsers could not connect' });
    expect(linkText({ ...base, host: false, error: blocked(false) })).toMatchObject({ tone: 'bad', text: 'Your browsers cannot reach each other' });
    expect(linkText({ ...base, host: false, error: blocked(false) }).help).toMatch(/A relay server is needed/);
    expect(linkText({ ...base, begun: true, state: 'reconnecting', present: true, error: blocked(true) }).help).toMatch(/even through this site's relay server/);
    expect(linkText({ ...base, begun: true, state: 'connected', present: true, error: blocked(true) }).text).toBe('Connected to Bob');
    expect(linkText({ ...base, mode: 'offline', state: 'offline' }).text).toMatch(/^Offline/);
    expect(linkText({ ...base, begun: true, state: 'closed' }).tone).toBe('bad');
  });
});

describe('the connection line with three or more seats', () => {
  const names = ['Alice', 'Bob', 'Carol', 'Dave'];
  it('names the seats whose pages are gone, else speaks of the other players', () => {
    expect(othersName(names, [])).toBe('the other players');
    expect(othersName(names, [2])).toBe('Carol');
    expect(othersName(names, [1, 2, 3])).toBe('Bob, Carol and Dave');
    const base: LinkFacts = { mode: 'online', host: true, state: 'connected', error: null, begun: true, present: false, other: othersName(names, [2]) };
    expect(linkText(base).text).toBe('Carol left — waiting for them to come back');
    expect(linkText({ ...base, present: true, other: othersName(names, []) }).text).toBe('Connected to the other players');
  });
});

describe('the outcome for each seat', () => {
  const result = (winners: number[]) => ({ kind: 'result' as const, result: { winners, summary: '' } });
  it('won, lost, draw', () => {
    expect(outcomeFor(0, result([0]))).toBe('won');
    expect(outcomeFor(1, result([0]))).toBe('lost');
    expect(outcomeFor(1, result([]))).toBe('draw');
    expect(outcomeFor(0, null)).toBeNull();
  });
  it('every seat a winner (a shared tie) is a draw; a team of two among four is not', () => {
    expect(outcomeFor(0, result([0, 1]), 2)).toBe('draw');
    expect(outcomeFor(0, result([0, 2]), 4)).toBe('won');
    expect(outcomeFor(1, result([0, 2]), 4)).toBe('lost');
  });
  it('a claim: the claimant wins; at the secrets step too, whatever the rules decided (no win without an audit)', () => {
    const claim = { kind: 'claim' as const, by: [1], against: [0], step: 9, reason: '', decided: null };
    expect(outcomeFor(1, claim)).toBe('won');
    expect(outcomeFor(0, claim)).toBe('lost');
    expect(outcomeFor(0, { ...claim, decided: { winners: [0], summary: '' } })).toBe('lost');
    expect(outcomeFor(1, { ...claim, decided: { winners: [0], summary: '' } })).toBe('won');
    expect(outcomeFor(0, { kind: 'void', by: [1], against: [0], step: 9 })).toBeNull();
  });
  it('a claim with several seats: the seat that left forfeits, nobody else wins', () => {
    const claim = { kind: 'claim' as const, by: [0, 1], against: [2], step: 9, reason: '', decided: null };
    expect(outcomeFor(2, claim, 3)).toBe('lost');
    expect(outcomeFor(0, claim, 3)).toBeNull();
    expect(outcomeFor(1, claim, 3)).toBeNull();
    expect(outcomeFor(1, { ...claim, decided: { winners: [1], summary: '' } }, 3)).toBe('won');
    expect(endWords(['Alice', 'Bob', 'Carol'], claim)).toBe('Carol did not answer within the agreed time: the match ended there. Carol forfeits; the game was not finished, so nobody else wins.');
    expect(endWords(['Alice', 'Bob'], { ...claim, by: [1], against: [0] })).toBe('Bob claimed the match: Alice did not answer within the agreed time');
  });
});

describe('names and invitations', () => {
  it('stand-ins are "Player n", and games\' seat numbers become names', () => {
    expect(seatName([null, null], 1)).toBe('Player 2');
    expect(nameSeats(['Alice', 'Bob'], 'seat 0 wins; seats 0, 1 draw')).toBe('Alice wins; Alice and Bob draw');
  });
  it('the join link carries the host\'s name and the variant, as labels only', () => {
    const id = 'ab'.repeat(16);
    const link = joinLink('http://h:1', id, 'crayne', null, { host: 'Alice', variant: 2 });
    expect(parseJoin(id, new URLSearchParams(link.split('?')[1]))).toEqual({ hostId: id, game: 'crayne', signal: null, host: 'Alice', variant: 2 });
    expect(parseJoin(id, new URLSearchParams('g=crayne&h=%E2%80%AEx%1B&v=999'))).toEqual({ hostId: id, game: 'crayne', signal: null, host: 'x' });
  });
});

describe('what a match waits for, in words (view.ts)', () => {
  it('names who owes the next input, in game words for the table and by message kind for the Details panel', () => {
    const m = fixtureRun({ seed: 3, options: { rounds: 1 }, session: () => ({ history: true }) }).sessions[0]!.match!;
    const at = (step: number, seat = 0) => ({
      seat, names: ['Ann', 'Bob'], status: { kind: 'playing' }, match: { cfg: m.cfg, state: m.stateAt(step)!, pending: () => [] },
    }) as unknown as Session;
    expect(owedDetail(at(0))).toEqual({ who: 'Bob', kind: 'beacon' });
    expect(waitingText(at(0))).toBe('Waiting for Bob…');
    const kinds = new Set<string>();
    for (let step = 1; m.stateAt(step); step++) {
      const n = need(m.cfg, m.stateAt(step)!);
      if (n.kind !== 'game' || !n.seats.includes(1)) continue;
      const o = owedDetail(at(step));
      expect(o?.who).toBe('Bob');
      kinds.add(o!.kind);
      if (o!.kind === 'move') expect(waitingText(at(step))).toBe('Bob is choosing');
      if (o!.kind === 'commit') expect(waitingText(at(step))).toBe('Bob is choosing a card');
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['beacon', 'move', 'commit']));
    // Nothing is shown once the match is not being played.
    expect(owedDetail({ ...at(0, 1), status: { kind: 'over' } } as unknown as Session)).toBeNull();
    expect(sameOwed({ who: 'Bob', kind: 'move' }, { who: 'Bob', kind: 'move' })).toBe(true);
    expect(sameOwed({ who: 'Bob', kind: 'move' }, { who: 'Bob', kind: 'commit' })).toBe(false);
  });
});
