/** npm start's network settings from the environment and flags: what each gives, and what is refused with the reason. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_NETWORK, networkSettings } from '../../server/settings.js';

describe('network settings', () => {
  it('nothing set: as before, no outside servers at all', () => {
    expect(networkSettings({})).toEqual(NO_NETWORK);
  });

  it('STUN, TURN with a secret file, relay only and fallback signaling from the environment', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fd-')), 'secret');
    writeFileSync(file, 's3cret\n');
    expect(networkSettings({
      STUN_URLS: 'stun:a.test:3478', TURN_URLS: 'turn:a.test:3478?transport=udp, turns:a.test:443?transport=tcp',
      TURN_SECRET_FILE: file, TURN_TTL: '3600', RELAY_ONLY: '1', SIGNAL_URLS: 'https://b.test/peerjs', ALLOW_ORIGINS: 'https://c.test',
    })).toEqual({
      stun: ['stun:a.test:3478'], turn: { uris: ['turn:a.test:3478?transport=udp', 'turns:a.test:443?transport=tcp'], secret: 's3cret', ttl: 3600 },
      relayOnly: true, signals: ['https://b.test/peerjs'], ownSignal: true, allowOrigins: ['https://c.test'],
    });
  });

  it('flags win over the environment', () => {
    const s = networkSettings({ TURN_URLS: 'turn:env.test:3478', TURN_SECRET: 'x' }, ['--turn', 'turn:flag.test:3478', '--relay-only', '--turn-ttl=120']);
    expect(s).toMatchObject({ turn: { uris: ['turn:flag.test:3478'], secret: 'x', ttl: 120 }, relayOnly: true });
  });

  it('refuses what cannot work, saying why', () => {
    expect(networkSettings({ TURN_URLS: 'turn:a.test:3478' })).toMatch(/no TURN_SECRET/);
    expect(networkSettings({ STUN_URLS: 'http://a.test' })).toMatch(/not a STUN/);
    expect(networkSettings({ TURN_URLS: 'a.test:3478', TURN_SECRET: 'x' })).toMatch(/not a STUN .* or TURN/);
    expect(networkSettings({ RELAY_ONLY: '1' })).toMatch(/needs a relay/);
    expect(networkSettings({ TURN_URLS: 'turn:a', TURN_SECRET: 'x', TURN_TTL: '5' })).toMatch(/at least 60/);
    expect(networkSettings({ TURN_URLS: 'turn:a', TURN_SECRET_FILE: '/nonexistent/secret' })).toMatch(/cannot read the TURN secret file/);
    expect(networkSettings({ SIGNAL_URLS: 'ws://b.test' })).toMatch(/not a signaling server/);
    expect(networkSettings({ OWN_SIGNAL: '0' })).toMatch(/needs other signaling servers/);
  });

  it('the deployment example (deploy/facedown.env) is valid settings', () => {
    const env: Record<string, string> = {};
    for (const line of readFileSync('deploy/facedown.env', 'utf8').split('\n')) {
      const m = /^([A-Z_]+)=(.*)$/.exec(line.trim());
      if (m) env[m[1] as string] = m[2] as string;
    }
    const file = join(mkdtempSync(join(tmpdir(), 'fd-')), 'secret');
    writeFileSync(file, 'example');
    const s = networkSettings({ ...env, TURN_SECRET_FILE: file });
    expect(typeof s === 'string' ? s : null).toBeNull();
    expect(s).toMatchObject({ stun: ['stun:relay.example.org:3478'], relayOnly: false });
    expect(typeof s !== 'string' && s.turn?.uris).toHaveLength(3);
  });
});
