/**
 * Connection codes (src/net/sdp-code.ts, sdp-facts.ts): real-looking browser descriptions survive
 * the round trip with everything a data channel needs to connect; a typical offer stays short
 * enough for a QR code; anything damaged, cut or foreign is refused with a typed error, never thrown.
 */
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64url, decodeCode, encodeDescription, encodeFacts, fromBase64url, offerTag } from '../../src/net/sdp-code.js';
import { type SdpFacts, ipv6Bytes, ipv6Text, readSdp } from '../../src/net/sdp-facts.js';

const sdp = (...lines: string[]): string => `${lines.join('\r\n')}\r\n`;
const HEAD = ['v=0', 'o=- 5664402407418314444 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE 0', 'a=extmap-allow-mixed', 'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0'];
const FP = '79:13:BD:97:39:90:BB:34:5A:7D:3F:9A:21:00:57:31:9C:AF:4A:79:28:04:E9:14:AA:2E:CE:8C:3A:A8:B1:E2';
const tail = (setup: string, ufrag = 'eMMG', pwd = 'V7+0EY2HSYI+fwFWYGpYh6c3') => [`a=ice-ufrag:${ufrag}`, `a=ice-pwd:${pwd}`, 'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${FP}`, `a=setup:${setup}`, 'a=mid:0', 'a=sctp-port:5000', 'a=max-message-size:262144'];

/** Chromium 13x's offer with no ICE servers (captured): two mDNS host candidates. */
const CHROMIUM_MDNS_OFFER = sdp(...HEAD,
  'a=candidate:2667315862 1 udp 2113937151 d7f5b6d9-e538-48e7-ad3c-b07c0388f2b2.local 56294 typ host generation 0 network-cost 999',
  'a=candidate:1436205942 1 udp 2113942271 e5e9272c-c860-4eba-8927-bc56fdfd639e.local 43746 typ host generation 0 network-cost 999',
  ...tail('actpass'));
/** Its answer (captured). */
const CHROMIUM_MDNS_ANSWER = sdp(...HEAD,
  'a=candidate:2090457746 1 udp 2113937151 d7f5b6d9-e538-48e7-ad3c-b07c0388f2b2.local 40559 typ host generation 0 network-cost 999',
  'a=candidate:3086949234 1 udp 2113942271 e5e9272c-c860-4eba-8927-bc56fdfd639e.local 53281 typ host generation 0 network-cost 999',
  'a=ice-ufrag:Uu3B', 'a=ice-pwd:TkB6OHX6+JVcZ2nmt6baZs1X', 'a=ice-options:trickle',
  'a=fingerprint:sha-256 8F:85:3A:BD:61:48:D3:63:D3:2C:CA:CB:E4:2A:D9:E3:55:E7:10:0E:7E:65:47:D6:2E:28:83:91:22:3B:4A:69', 'a=setup:active', 'a=mid:0',
  'a=sctp-port:5000', 'a=max-message-size:262144');
/** Chromium with plain addresses (mDNS off, STUN and TURN configured): IPv4, IPv6, active TCP, server-reflexive and relay candidates. */
const CHROMIUM_PLAIN_OFFER = sdp(...HEAD,
  'a=candidate:1467250027 1 udp 2122260223 192.168.1.10 54321 typ host generation 0 network-id 1 network-cost 10',
  'a=candidate:3512863155 1 udp 2122262783 2001:db8:85a3::8a2e:370:7334 54322 typ host generation 0 network-id 2 network-cost 10',
  'a=candidate:435653019 1 tcp 1518280447 192.168.1.10 9 typ host tcptype active generation 0 network-id 1 network-cost 10',
  'a=candidate:842163049 1 udp 1686052607 203.0.113.5 61234 typ srflx raddr 192.168.1.10 rport 54321 generation 0 network-id 1 network-cost 10',
  'a=candidate:3745904347 1 udp 41885439 198.51.100.2 50000 typ relay raddr 203.0.113.5 rport 61234 generation 0 network-id 1 network-cost 10',
  'a=candidate:1467250027 2 udp 2122260222 192.168.1.10 54323 typ host generation 0 network-id 1 network-cost 10',
  ...tail('actpass'));
/** Firefox's shape: upper-case transport, hex credentials, its own message size, a TCP passive candidate, end-of-candidates. */
const FIREFOX_OFFER = sdp('v=0', 'o=mozilla...THIS_IS_SDPARTA-99.0 7036582283734447032 0 IN IP4 0.0.0.0', 's=-', 't=0 0',
  'a=fingerprint:sha-256 0A:1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9:0A:1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9',
  'a=group:BUNDLE 0', 'a=ice-options:trickle', 'a=msid-semantic:WMS *', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0',
  'a=candidate:0 1 UDP 2122252543 10.0.0.7 51000 typ host', 'a=candidate:1 1 TCP 2105524479 10.0.0.7 9 typ host tcptype active',
  'a=candidate:2 1 TCP 2105458943 10.0.0.7 52000 typ host tcptype passive', 'a=candidate:3 1 UDP 2122187007 fe80::1c2b:3dff:fe4e:5f60 51001 typ host',
  'a=sendrecv', 'a=end-of-candidates', 'a=ice-pwd:6f1e2d3c4b5a69788796a5b4c3d2e1f0', 'a=ice-ufrag:9a8b7c6d', 'a=mid:0',
  'a=setup:actpass', 'a=sctp-port:5000', 'a=max-message-size:1073741823');

const facts = (type: 'offer' | 'answer', text: string): SdpFacts => {
  const r = readSdp({ type, sdp: text });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const code = (type: 'offer' | 'answer', text: string, answers: number | null = null): string => {
  const r = encodeDescription({ type, sdp: text }, answers);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const decoded = (text: string, expect: 'offer' | 'answer') => {
  const r = decodeCode(text, expect);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('a description and back', () => {
  it.each([
    ['Chromium, mDNS host candidates', CHROMIUM_MDNS_OFFER],
    ['Chromium, IPv4, IPv6, srflx and relay', CHROMIUM_PLAIN_OFFER],
    ['Firefox', FIREFOX_OFFER],
  ])('%s: the decoded description holds the same facts, and encodes to the same code', (_name, text) => {
    const c = code('offer', text);
    const d = decoded(c, 'offer');
    expect(d.facts).toEqual(facts('offer', text));
    expect(facts('offer', d.description.sdp)).toEqual(d.facts);
    expect(code('offer', d.description.sdp)).toBe(c);
    expect(d.answers).toBeNull();
  });

  it('keeps what connects: every candidate that can be dialled, best first; drops a second component and active TCP', () => {
    const f = facts('offer', CHROMIUM_PLAIN_OFFER);
    expect(f.candidates).toEqual([
      { address: '2001:db8:85a3::8a2e:370:7334', port: 54322, type: 'host', transport: 'udp' },
      { address: '192.168.1.10', port: 54321, type: 'host', transport: 'udp' },
      { address: '203.0.113.5', port: 61234, type: 'srflx', transport: 'udp' },
      { address: '198.51.100.2', port: 50000, type: 'relay', transport: 'udp' },
    ]);
    const ff = facts('offer', FIREFOX_OFFER);
    expect(ff.candidates.map((c) => `${c.transport} ${c.address} ${c.port}`)).toEqual(['udp 10.0.0.7 51000', 'udp fe80::1c2b:3dff:fe4e:5f60 51001', 'tcp-passive 10.0.0.7 52000']);
    expect(ff).toMatchObject({ ufrag: '9a8b7c6d', pwd: '6f1e2d3c4b5a69788796a5b4c3d2e1f0', maxMessageSize: 1073741823, setup: 'actpass', sctpPort: 5000 });
  });

  it('writes SDP a browser takes as a remote description: one bundled data channel, the credentials, the role, the candidates', () => {
    const { sdp: text } = decoded(code('offer', CHROMIUM_PLAIN_OFFER), 'offer').description;
    const lines = text.split('\r\n');
    expect(lines.slice(0, 8)).toEqual(['v=0', 'o=- 1 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE 0', 'a=msid-semantic: WMS',
      'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0']);
    expect(lines).toContain('a=candidate:3 1 udp 1694498303 203.0.113.5 61234 typ srflx raddr 0.0.0.0 rport 0');
    expect(lines).toContain('a=candidate:1 1 udp 2130706431 2001:db8:85a3::8a2e:370:7334 54322 typ host');
    for (const l of ['a=ice-ufrag:eMMG', 'a=ice-pwd:V7+0EY2HSYI+fwFWYGpYh6c3', `a=fingerprint:sha-256 ${FP}`, 'a=setup:actpass', 'a=mid:0', 'a=sctp-port:5000', 'a=max-message-size:262144']) {
      expect(lines).toContain(l);
    }
    // Priorities follow the kept order, so ICE tries the candidates in the order the browser preferred them.
    const prio = lines.filter((l) => l.startsWith('a=candidate:')).map((l) => Number(l.split(' ')[3]));
    expect([...prio].sort((a, b) => b - a)).toEqual(prio);
    const tcp = decoded(code('offer', FIREFOX_OFFER), 'offer').description.sdp;
    expect(tcp).toMatch(/a=candidate:3 1 tcp \d+ 10\.0\.0\.7 52000 typ host tcptype passive\r\n/);
  });

  it('an answer names the offer it answers; its role is active or passive', () => {
    const offer = decoded(code('offer', CHROMIUM_MDNS_OFFER), 'offer');
    const tag = offerTag(offer.facts);
    const a = decoded(code('answer', CHROMIUM_MDNS_ANSWER, tag), 'answer');
    expect(a.answers).toBe(tag);
    expect(a.facts).toEqual(facts('answer', CHROMIUM_MDNS_ANSWER));
    expect(a.description.type).toBe('answer');
    expect(a.facts.setup).toBe('active');
    expect(offerTag(facts('offer', FIREFOX_OFFER))).not.toBe(tag);
    // An answer with no offer to name is refused at the encoder.
    expect(encodeDescription({ type: 'answer', sdp: CHROMIUM_MDNS_ANSWER }).ok).toBe(false);
  });

  it('is short enough for a QR code: a typical offer and answer (two mDNS candidates), against deflate-raw of the SDP', () => {
    const offer = code('offer', CHROMIUM_MDNS_OFFER);
    const answer = code('answer', CHROMIUM_MDNS_ANSWER, 1);
    const deflated = base64url(deflateRawSync(Buffer.from(CHROMIUM_MDNS_OFFER), { level: 9 })).length;
    const plain = code('offer', CHROMIUM_PLAIN_OFFER);
    console.log(`connection codes: offer ${offer.length} chars (${fromBase64url(offer)?.length} bytes), answer ${answer.length}; `
      + `four candidates with IPv6, srflx and relay ${plain.length}; the same offer as deflate-raw SDP in base64url: ${deflated} chars; SDP ${CHROMIUM_MDNS_OFFER.length} chars`);
    expect(offer.length).toBeLessThanOrEqual(140);
    expect(answer.length).toBeLessThanOrEqual(143);
    expect(plain.length).toBeLessThanOrEqual(170);
    expect(offer.length).toBeLessThan(deflated / 2);
    expect(offer).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('keeps at most five host candidates (a machine with many network interfaces still gets a code for a QR)', () => {
    const many = sdp(...HEAD, ...Array.from({ length: 9 }, (_, i) => `a=candidate:${i} 1 udp ${2122260223 - i} 10.0.0.${i + 1} ${40000 + i} typ host generation 0`), ...tail('actpass'));
    expect(facts('offer', many).candidates.map((c) => c.address)).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5']);
  });
});

describe('a bad description or code is refused, never thrown', () => {
  it('a description without what a data channel needs', () => {
    expect(readSdp({ type: 'offer', sdp: '' })).toMatchObject({ ok: false, error: { kind: 'unsupported', detail: 'not one data channel section' } });
    expect(readSdp({ type: 'offer', sdp: CHROMIUM_MDNS_OFFER.replace(/a=fingerprint:.*\r\n/, '') })).toMatchObject({ ok: false, error: { detail: 'its fingerprint' } });
    expect(readSdp({ type: 'rollback', sdp: CHROMIUM_MDNS_OFFER })).toMatchObject({ ok: false });
    for (const drop of ['a=ice-ufrag:', 'a=ice-pwd:', 'a=fingerprint:', 'a=setup:', 'a=mid:']) {
      const text = CHROMIUM_MDNS_OFFER.split('\r\n').filter((l) => !l.startsWith(drop)).join('\r\n');
      expect(readSdp({ type: 'offer', sdp: text }).ok, drop).toBe(false);
    }
    const video = CHROMIUM_MDNS_OFFER.replace('m=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'm=video 9 UDP/TLS/RTP/SAVPF 96');
    expect(readSdp({ type: 'offer', sdp: video }).ok).toBe(false);
    expect(readSdp({ type: 'offer', sdp: CHROMIUM_MDNS_OFFER.replace('a=fingerprint:sha-256 79:13', 'a=fingerprint:sha-256 79') }).ok).toBe(false);
  });

  it('empty, garbage, a link instead of a code', () => {
    expect(decodeCode('  ', 'answer')).toMatchObject({ ok: false, error: { kind: 'empty' } });
    for (const junk of ['hello world', 'A', 'AAAA', '!!!!', 'https://example.org/#/direct/x', 'x'.repeat(5000), '😀😀😀']) {
      expect(decodeCode(junk, 'offer')).toMatchObject({ ok: false, error: { kind: 'damaged' } });
    }
  });

  it('every cut of an offer, and every one-character change, is refused as damaged', () => {
    const c = code('offer', CHROMIUM_PLAIN_OFFER);
    for (let n = 0; n < c.length; n++) expect(decodeCode(c.slice(0, n), 'offer').ok, `first ${n} characters`).toBe(false);
    for (let i = 0; i < c.length; i++) {
      for (const ch of ['A', 'z', '-', '7']) {
        if (c[i] === ch) continue;
        const r = decodeCode(c.slice(0, i) + ch + c.slice(i + 1), 'offer');
        expect(r.ok, `character ${i} as ${ch}`).toBe(false);
      }
    }
    // Whitespace around a pasted code is fine.
    expect(decodeCode(`\n  ${c} \n`, 'offer').ok).toBe(true);
  });

  it('an offer where an answer is awaited (and back), another version', () => {
    const offer = code('offer', CHROMIUM_MDNS_OFFER);
    expect(decodeCode(offer, 'answer')).toMatchObject({ ok: false, error: { kind: 'wrong-kind', message: expect.stringMatching(/connection link, not an answer code/) } });
    const answer = code('answer', CHROMIUM_MDNS_ANSWER, 7);
    expect(decodeCode(answer, 'offer')).toMatchObject({ ok: false, error: { kind: 'wrong-kind' } });
    // The same facts under version 2 (header bits), with a valid check.
    const f = facts('offer', CHROMIUM_MDNS_OFFER);
    const bytes = fromBase64url(encodeFacts(f)) as Uint8Array;
    const body = bytes.slice(0, -2);
    body[0] = (body[0] as number & 0x1f) | (2 << 5);
    expect(decodeCode(withCheck(body), 'offer')).toMatchObject({ ok: false, error: { kind: 'version' } });
  });

  it('bytes with a valid check but nonsense inside: a Result, never an exception (property)', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), fc.boolean(), (body, answer) => {
      const b = Uint8Array.from(body);
      b[0] = ((b[0] as number) & 0x0f) | (1 << 5) | (answer ? 16 : 0);
      const r = decodeCode(withCheck(b), answer ? 'answer' : 'offer');
      // Whatever it says, a code that decodes must encode back to itself.
      if (r.ok) expect(encodeFacts(r.value.facts, r.value.answers ?? 0)).toBe(withCheck(b));
      return true;
    }), { numRuns: 3_000 });
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => { decodeCode(s, 'offer'); decodeCode(s, 'answer'); return true; }), { numRuns: 2_000 });
  });
});

describe('IPv6 addresses', () => {
  it.each([
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3::8a2e:370:7334'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['::1', '::1'], ['::', '::'], ['fe80::', 'fe80::'], ['1:0:0:2:0:0:0:3', '1:0:0:2::3'], ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
    ['::ffff:192.0.2.1', '::ffff:c000:201'], ['1:0:2:3:4:5:6:7', '1:0:2:3:4:5:6:7'],
  ])('%s reads and is written as %s', (text, short) => {
    const b = ipv6Bytes(text);
    expect(b).not.toBeNull();
    expect(ipv6Text(b as Uint8Array)).toBe(short);
    expect(ipv6Bytes(short)).toEqual(b);
  });
  it.each(['1::2::3', ':::', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '12345::', 'fe80::1%eth0', 'g::1', '1.2.3.4', '::ffff:300.0.0.1', '1::2:3:4:5:6:7:8'])('%s is not one', (text) => {
    expect(ipv6Bytes(text)).toBeNull();
  });
});

/** A body with its check appended, as base64url (the encoder's last step). */
function withCheck(body: Uint8Array): string {
  let h = 0x811c9dc5;
  for (const x of body) h = Math.imul(h ^ x, 0x01000193) >>> 0;
  const check = ((h >>> 16) ^ h) & 0xffff;
  return base64url(Uint8Array.from([...body, check >> 8, check & 255]));
}
