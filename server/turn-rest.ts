/**
 * Short-lived TURN credentials by the TURN REST API scheme (draft-uberti-behave-turn-rest-00),
 * which coturn accepts with `use-auth-secret` and `static-auth-secret`: the username is the
 * expiry time (Unix seconds) and a tag, the password is base64(HMAC-SHA1(secret, username)).
 * The secret stays on the server; a page gets a credential that stops working after `ttl`.
 */
import { createHmac } from 'node:crypto';

/** The response body of the credentials endpoint (the draft's field names). */
export interface TurnCredential {
  readonly username: string;
  readonly password: string;
  /** Seconds from now until the credential expires. */
  readonly ttl: number;
  /** The TURN (and STUN) server URIs the credential is for. */
  readonly uris: readonly string[];
}

export interface TurnSettings {
  readonly uris: readonly string[];
  readonly secret: string;
  /** Seconds a credential lasts (the draft suggests a day; allocations refresh with it, so it must outlast a match). */
  readonly ttl: number;
}

/** A credential valid until `nowSeconds + ttl`, tagged with `tag` (no personal data: a random id is fine). */
export function turnCredential(s: TurnSettings, nowSeconds: number, tag = 'facedown'): TurnCredential {
  const username = `${Math.floor(nowSeconds) + s.ttl}:${tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || 'facedown'}`;
  const password = createHmac('sha1', s.secret).update(username).digest('base64');
  return { username, password, ttl: s.ttl, uris: s.uris };
}
