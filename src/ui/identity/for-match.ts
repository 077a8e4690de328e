/**
 * The device's identity for a match this page plays (docs/IDENTITY.md): loaded on demand, and
 * never in the way of a match. Where it cannot load in time (storage blocked, a broken platform),
 * the seat plays without one, as before identities existed.
 */
import type { IdentitySigner } from '../../net/identity/signer.js';

const WAIT_MS = 5_000;

export function identityForMatch(): Promise<IdentitySigner | null> {
  const load = import('../../net/identity/device.js').then((m) => m.loadIdentity());
  const late = new Promise<null>((done) => setTimeout(() => done(null), WAIT_MS));
  return Promise.race([load, late]).catch(() => null);
}
