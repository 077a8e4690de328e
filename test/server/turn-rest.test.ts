/** Short-lived TURN credentials (the TURN REST scheme coturn checks with use-auth-secret), with a known-answer vector. */
import { describe, expect, it } from 'vitest';
import { turnCredential } from '../../server/turn-rest.js';

const S = { uris: ['turn:relay.test:3478?transport=udp'], secret: 'facedown-secret', ttl: 86_400 };

describe('TURN REST credentials', () => {
  it('known answer: username "<expiry>:<tag>", password base64(HMAC-SHA1(secret, username))', () => {
    // openssl: printf '1700000000:facedown' | openssl dgst -sha1 -hmac facedown-secret -binary | base64
    const c = turnCredential({ ...S, ttl: 3600 }, 1_700_000_000 - 3600);
    expect(c).toEqual({ username: '1700000000:facedown', password: 'LciZK3sah1a5m0D8AJ4FG3Cp22A=', ttl: 3600, uris: S.uris });
  });

  it('expires ttl seconds from now; another secret or time gives another password', () => {
    const a = turnCredential(S, 1000.7);
    expect(a.username).toBe(`${1000 + 86_400}:facedown`);
    expect(turnCredential({ ...S, secret: 'other' }, 1000).password).not.toBe(a.password);
    expect(turnCredential(S, 1001).password).not.toBe(a.password);
  });

  it('a tag is cut to safe characters (it cannot add a colon coturn would read as a new field)', () => {
    expect(turnCredential(S, 0, 'a:b c/d').username).toBe('86400:abcd');
    expect(turnCredential(S, 0, ':::').username).toBe('86400:facedown');
  });
});
