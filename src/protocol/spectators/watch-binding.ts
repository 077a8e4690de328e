/**
 * What a watch link says about its match: the first 16 bytes (128 bits) of the match id, the
 * hash of every seat's signed hello (chain.ts, `matchIdOf`), in unpadded base64url (22
 * characters). A watcher checks that the hellos it is sent hash to it before it shows anything,
 * so whoever answers at the host's PeerJS id (the host's page, or a stranger who took the id)
 * cannot show a new watcher a match of its own making: every seat's key, seed commitment and
 * options are in the hellos, so another match has another id. Pure.
 */
import type { Bytes } from '../../crypto/bytes.js';
import type { Hello } from '../wire/transcript.js';
import { matchIdOf } from '../wire/chain.js';

export const BINDING_BYTES = 16;
const BINDING = /^[A-Za-z0-9_-]{22}$/;

/** The link's binding of a match, from its id. */
export function bindingOf(matchId: Bytes): string {
  let bin = '';
  for (const b of matchId.subarray(0, BINDING_BYTES)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The link's binding of the match these hellos open (in seat order). */
export const matchBinding = (hellos: readonly Hello[]): string => bindingOf(matchIdOf(hellos));

/** A binding read from a link, or null when the text is not one. */
export const parseBinding = (x: unknown): string | null => (typeof x === 'string' && BINDING.test(x) ? x : null);

/** Whether these hellos (every seat's, in seat order) open the match the link names. */
export const bindsMatch = (hellos: readonly Hello[], binding: string): boolean => matchBinding(hellos) === binding;

/** What a watcher is told when the hellos do not (plain words: no protocol terms). */
export const NOT_THIS_MATCH = 'This is not the match the link points to';
