/** The player's display name, remembered on this device. */
import { signal } from '@preact/signals';
import { stripUnprintable } from '../protocol/wire/printable.js';

const KEY = 'facedown/name';
const stored = (): string => { try { return localStorage.getItem(KEY) ?? ''; } catch { return ''; } };

export const playerName = signal(stored());
export function setName(n: string): void {
  playerName.value = n.slice(0, 40);
  try { localStorage.setItem(KEY, playerName.value); } catch { /* private mode: keep it for this page */ }
}
/**
 * The name for a hello: peers refuse control, format and line-separator characters, so they are
 * left out. An empty name becomes "Player 1" (the host) or "Player 2" (the guest), so two unnamed players differ.
 */
export const nameOrDefault = (seat = 0): string => stripUnprintable(playerName.value) || `Player ${seat + 1}`;
