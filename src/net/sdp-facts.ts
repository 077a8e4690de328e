/**
 * What a data-channel-only WebRTC session description needs to connect, read from its SDP text
 * and written back as SDP: the ICE credentials, the DTLS fingerprint and role, the SCTP port and
 * message size, and the candidates (non-trickle ICE: gathered before the description is read).
 * Everything else in a browser's SDP (session ids, extmap, msid, network costs) is left out and
 * written back with fixed values. Packing these facts into a short code is sdp-code.ts's job.
 */
import { type Result, err, ok } from '../result.js';

export type Setup = 'actpass' | 'active' | 'passive';
export type CandidateType = 'host' | 'srflx' | 'prflx' | 'relay';
/** UDP, or TCP as a candidate that can be connected to ("tcptype active" candidates are left out: nobody can dial them). */
export type CandidateTransport = 'udp' | 'tcp-passive' | 'tcp-so';
export type FingerprintHash = 'sha-1' | 'sha-224' | 'sha-256' | 'sha-384' | 'sha-512';
export const FINGERPRINT_BYTES: Readonly<Record<FingerprintHash, number>> = { 'sha-1': 20, 'sha-224': 28, 'sha-256': 32, 'sha-384': 48, 'sha-512': 64 };

export interface Candidate {
  /** An IPv4 or IPv6 address, or a host name (a browser's mDNS name such as "<uuid>.local"). */
  readonly address: string;
  readonly port: number;
  readonly type: CandidateType;
  readonly transport: CandidateTransport;
}

export interface SdpFacts {
  readonly kind: 'offer' | 'answer';
  readonly ufrag: string;
  readonly pwd: string;
  readonly hash: FingerprintHash;
  readonly fingerprint: Uint8Array;
  readonly setup: Setup;
  readonly mid: string;
  readonly sctpPort: number;
  /** null: not stated (the default, 64 KiB, applies). */
  readonly maxMessageSize: number | null;
  /** Best first. */
  readonly candidates: readonly Candidate[];
}

/** Why a description or a code cannot be used, with a sentence a player can act on (and, for developers, what exactly). */
export interface CodeError {
  readonly kind: 'empty' | 'damaged' | 'version' | 'wrong-kind' | 'stale' | 'unsupported';
  readonly message: string;
  readonly detail?: string;
}
export const codeError = (kind: CodeError['kind'], message: string, detail?: string): CodeError => (detail ? { kind, message, detail } : { kind, message });

/** The most candidates of each kind a code carries: a short code matters more than a tenth way to connect. */
const KEEP: Readonly<Record<CandidateType, number>> = { host: 5, srflx: 2, prflx: 1, relay: 2 };
const TYPE_PREFERENCE: Readonly<Record<CandidateType, number>> = { host: 126, prflx: 110, srflx: 100, relay: 2 };

/** ICE credentials use exactly base64's alphabet (RFC 8839 ice-char), 4–256 characters. */
export const ICE_CHARS = /^[A-Za-z0-9+/]{4,256}$/;
const MID = /^[A-Za-z0-9_.-]{1,16}$/;
/** A host name a candidate may name (a browser's mDNS name, or a DNS name). */
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** The browser's own description lacks something a code needs: nothing the player can fix but another browser. */
export const unsupported = (what: string): CodeError =>
  codeError('unsupported', 'This browser could not make a connection code. Try a current Chrome, Firefox or Safari.', what);

/** The facts of this browser's own description (after ICE gathering), or what is missing from it. */
export function readSdp(desc: { readonly type?: string | null; readonly sdp?: string | null }): Result<SdpFacts, CodeError> {
  if (desc.type !== 'offer' && desc.type !== 'answer') return err(unsupported(`a description of type ${String(desc.type)}`));
  const lines = (desc.sdp ?? '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const media = lines.filter((l) => l.startsWith('m='));
  if (media.length !== 1 || !/^m=application \d+ UDP\/DTLS\/SCTP webrtc-datachannel$/.test(media[0] as string)) return err(unsupported('not one data channel section'));
  const attr = (name: string): string | null => {
    const l = lines.find((x) => x.startsWith(`a=${name}:`));
    return l === undefined ? null : l.slice(name.length + 3);
  };
  const ufrag = attr('ice-ufrag');
  const pwd = attr('ice-pwd');
  if (!ufrag || !ICE_CHARS.test(ufrag) || !pwd || !ICE_CHARS.test(pwd)) return err(unsupported('its ICE credentials'));
  const fp = /^(sha-1|sha-224|sha-256|sha-384|sha-512) ((?:[0-9A-Fa-f]{2}:)*[0-9A-Fa-f]{2})$/i.exec(attr('fingerprint') ?? '');
  const hash = fp?.[1]?.toLowerCase() as FingerprintHash | undefined;
  const fingerprint = fp ? Uint8Array.from((fp[2] as string).split(':'), (h) => parseInt(h, 16)) : null;
  if (!hash || !fingerprint || fingerprint.length !== FINGERPRINT_BYTES[hash]) return err(unsupported('its fingerprint'));
  const setup = attr('setup');
  if (setup !== 'actpass' && setup !== 'active' && setup !== 'passive') return err(unsupported('its DTLS role'));
  const mid = attr('mid') ?? '';
  if (!MID.test(mid)) return err(unsupported('its media id'));
  const port = attr('sctp-port');
  const sctpPort = port === null ? 5000 : Number(port);
  if (!Number.isInteger(sctpPort) || sctpPort < 1 || sctpPort > 65535) return err(unsupported('its SCTP port'));
  const max = attr('max-message-size');
  const maxMessageSize = max === null ? null : Number(max);
  if (maxMessageSize !== null && (!/^\d{1,10}$/.test(max as string) || maxMessageSize < 1 || maxMessageSize > 0xffffffff)) return err(unsupported('its message size'));
  const found = lines.filter((l) => l.startsWith('a=candidate:')).flatMap((l) => readCandidate(l.slice(12)) ?? []);
  return ok({ kind: desc.type, ufrag, pwd, hash, fingerprint, setup, mid, sctpPort, maxMessageSize, candidates: pickCandidates(found) });
}

/** One `candidate:` attribute's value, or null for what a code does not carry (a second component, an active TCP candidate, an odd address). */
function readCandidate(value: string): (Candidate & { readonly priority: number }) | null {
  const f = value.split(/\s+/);
  const [, component, proto, priority, address, port, typ, type] = f;
  if (component !== '1' || typ !== 'typ' || !address || !port) return null;
  const ext = new Map<string, string>();
  for (let i = 8; i + 1 < f.length; i += 2) ext.set(f[i] as string, f[i + 1] as string);
  const p = proto?.toLowerCase();
  const tcptype = ext.get('tcptype');
  const transport: CandidateTransport | null = p === 'udp' ? 'udp' : p === 'tcp' && tcptype === 'passive' ? 'tcp-passive' : p === 'tcp' && tcptype === 'so' ? 'tcp-so' : null;
  const n = Number(port);
  if (!transport || !/^\d{1,5}$/.test(port) || n < 1 || n > 65535) return null;
  if (type !== 'host' && type !== 'srflx' && type !== 'prflx' && type !== 'relay') return null;
  if (ipv4Bytes(address) === null && ipv6Bytes(address) === null && !HOST_NAME.test(address)) return null;
  return { address, port: n, type, transport, priority: Number(priority) || 0 };
}

/** Best first, at most KEEP of each type (the browser's own priorities decide which). */
function pickCandidates(all: readonly (Candidate & { readonly priority: number })[]): Candidate[] {
  const taken: Record<CandidateType, number> = { host: 0, srflx: 0, prflx: 0, relay: 0 };
  const seen = new Set<string>();
  return [...all].sort((a, b) => b.priority - a.priority).flatMap(({ priority: _, ...c }) => {
    const key = `${c.transport} ${c.address} ${c.port}`;
    if (seen.has(key) || taken[c.type] >= KEEP[c.type]) return [];
    seen.add(key);
    taken[c.type]++;
    return [c];
  });
}

/** The facts as SDP a browser accepts as the remote description: one data channel, bundled. */
export function writeSdp(f: SdpFacts): { type: 'offer' | 'answer'; sdp: string } {
  const hex = Array.from(f.fingerprint, (b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const lines = [
    'v=0', 'o=- 1 2 IN IP4 127.0.0.1', 's=-', 't=0 0', `a=group:BUNDLE ${f.mid}`, 'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0',
    ...f.candidates.map((c, i) => `a=${candidateLine(c, i)}`),
    `a=ice-ufrag:${f.ufrag}`, `a=ice-pwd:${f.pwd}`, `a=fingerprint:${f.hash} ${hex}`, `a=setup:${f.setup}`,
    `a=mid:${f.mid}`, `a=sctp-port:${f.sctpPort}`, ...(f.maxMessageSize !== null ? [`a=max-message-size:${f.maxMessageSize}`] : []),
  ];
  return { type: f.kind, sdp: `${lines.join('\r\n')}\r\n` };
}

/**
 * A candidate as SDP. Foundations and priorities are not carried: each candidate gets its own
 * foundation, and a priority from its type and its rank, so the order the code kept is the order
 * ICE tries.
 */
export function candidateLine(c: Candidate, rank: number): string {
  const priority = TYPE_PREFERENCE[c.type] * 2 ** 24 + (65535 - rank) * 2 ** 8 + 255;
  const proto = c.transport === 'udp' ? 'udp' : 'tcp';
  const related = c.type === 'host' ? '' : ' raddr 0.0.0.0 rport 0';
  const tcp = c.transport === 'udp' ? '' : ` tcptype ${c.transport === 'tcp-passive' ? 'passive' : 'so'}`;
  return `candidate:${rank + 1} 1 ${proto} ${priority} ${c.address} ${c.port} typ ${c.type}${related}${tcp}`;
}

/** "a.b.c.d" as 4 bytes, or null. */
export function ipv4Bytes(s: string): Uint8Array | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (!m) return null;
  const b = m.slice(1).map(Number);
  return b.every((x, i) => x <= 255 && String(x) === m[i + 1]) ? Uint8Array.from(b) : null;
}

/** An IPv6 address (with "::" and a dotted IPv4 tail allowed; no zone) as 16 bytes, or null. */
export function ipv6Bytes(s: string): Uint8Array | null {
  if (!/^[0-9A-Fa-f:.]{2,45}$/.test(s) || !s.includes(':')) return null;
  let head = s;
  let v4: Uint8Array | null = null;
  const lastColon = s.lastIndexOf(':');
  if (s.slice(lastColon + 1).includes('.')) {
    v4 = ipv4Bytes(s.slice(lastColon + 1));
    if (!v4) return null;
    head = `${s.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (x: string): string[] | null => (x === '' ? [] : x.split(':').every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g)) ? x.split(':') : null);
  const left = groups(halves[0] as string);
  const right = halves.length === 2 ? groups(halves[1] as string) : [];
  if (!left || !right) return null;
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...left, ...Array<string>(missing).fill('0'), ...right];
  const out = new Uint8Array(16);
  all.forEach((g, i) => { const n = parseInt(g, 16); out[2 * i] = n >> 8; out[2 * i + 1] = n & 255; });
  if (v4) out.set(v4, 12);
  return out;
}

/** 16 bytes as an IPv6 address in its short form (RFC 5952: lowercase, the longest run of zero groups as "::"). */
export function ipv6Text(b: Uint8Array): string {
  const g = Array.from({ length: 8 }, (_, i) => ((b[2 * i] as number) << 8) | (b[2 * i + 1] as number));
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8;) {
    if (g[i] !== 0) { i++; continue; }
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) { best = i; bestLen = j - i; }
    i = j;
  }
  const hex = g.map((x) => x.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}
