/** Direct or relayed, from WebRTC statistics shaped as Chromium reports them. */
import { describe, expect, it } from 'vitest';
import { connRoute, routeOf } from '../../src/net/link-route.js';

const report = (localType: string, remoteType: string, viaTransport = true): [string, unknown][] => [
  ['T01', { type: 'transport', id: 'T01', ...(viaTransport ? { selectedCandidatePairId: 'CP2' } : {}) }],
  ['CP1', { type: 'candidate-pair', id: 'CP1', localCandidateId: 'L1', remoteCandidateId: 'R1', state: 'failed' }],
  ['CP2', { type: 'candidate-pair', id: 'CP2', localCandidateId: 'L2', remoteCandidateId: 'R2', state: 'succeeded', nominated: true }],
  ['L1', { type: 'local-candidate', candidateType: 'relay' }],
  ['R1', { type: 'remote-candidate', candidateType: 'relay' }],
  ['L2', { type: 'local-candidate', candidateType: localType }],
  ['R2', { type: 'remote-candidate', candidateType: remoteType }],
];

describe('the route of a connection', () => {
  it('reads the selected pair: relayed when either end is a relay candidate, else direct', () => {
    expect(routeOf(report('host', 'host'))).toBe('direct');
    expect(routeOf(report('srflx', 'prflx'))).toBe('direct');
    expect(routeOf(report('relay', 'host'))).toBe('relayed');
    expect(routeOf(report('host', 'relay'))).toBe('relayed');
  });

  it('without a transport entry, the nominated, succeeded pair (not a failed one)', () => {
    expect(routeOf(report('host', 'srflx', false))).toBe('direct');
  });

  it('nothing selected yet, or not a report: not known', async () => {
    expect(routeOf([['T01', { type: 'transport' }]])).toBeNull();
    expect(routeOf([['x', 7], ['y', null]])).toBeNull();
    expect(await connRoute({})).toBeNull();
    expect(await connRoute({ peerConnection: { getStats: () => Promise.reject(new Error('closed')) } })).toBeNull();
    expect(await connRoute({ peerConnection: { getStats: () => Promise.resolve(new Map(report('relay', 'relay'))) } })).toBe('relayed');
  });
});
