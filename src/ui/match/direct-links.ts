/**
 * Links for a match without a server: <origin>/#/direct/<match id>?g=<game>[&v=<variant>][&h=<host's
 * name>]&c=<the host's connection code>. The code comes last, so a link cut short loses its code's
 * end, which the code's own check refuses (sdp-code.ts).
 */
import { stripUnprintable } from '../../protocol/wire/printable.js';
import type { Invitation } from './links.js';

export function directLink(origin: string, hostId: string, game: string, code: string, about: Invitation = {}): string {
  const q = new URLSearchParams({ g: game });
  if (about.variant !== undefined) q.set('v', String(about.variant));
  if (about.host) q.set('h', about.host.slice(0, 40));
  q.set('c', code);
  return `${origin}/#/direct/${hostId}?${q.toString()}`;
}

export interface DirectTarget extends Invitation {
  readonly hostId: string;
  readonly game: string;
  /** The host's connection code, unchecked (decodeCode checks it). */
  readonly code: string;
}

/** From the route parts after "direct" and the hash query. The host's name and variant are only labels. */
export function parseDirect(id: string | undefined, query: URLSearchParams): DirectTarget | null {
  if (!id || !/^[0-9a-f]{32}$/.test(id)) return null;
  const game = query.get('g');
  if (!game || !/^[a-z0-9-]{1,40}$/.test(game)) return null;
  const host = stripUnprintable(query.get('h') ?? '').slice(0, 40).trim();
  const v = query.get('v');
  const variant = v !== null && /^\d{1,2}$/.test(v) ? Number(v) : undefined;
  return { hostId: id, game, code: query.get('c') ?? '', ...(host ? { host } : {}), ...(variant !== undefined ? { variant } : {}) };
}

/** What a player pasted: a whole link (its code and match), or a bare code (spaces and line breaks dropped). */
export function pasted(text: string): { readonly code: string; readonly hostId: string | null } {
  const t = text.trim();
  const hash = t.indexOf('#/direct/');
  if (hash < 0) return { code: t.replace(/\s+/g, ''), hostId: null };
  const [path = '', query = ''] = t.slice(hash + 2).split('?');
  const target = parseDirect(path.split('/')[1], new URLSearchParams(query));
  return { code: target?.code ?? '', hostId: target?.hostId ?? null };
}
