/** The match this page is showing, if any. */
import { signal } from '@preact/signals';
import type { MatchController } from './match/controller.js';
// (type-only: the controller itself loads on demand)

export const active = signal<MatchController | null>(null);

/** Shows `c`; the previous match's connection closes (after `lingerMs`, to deliver a last message). */
export function activate(c: MatchController, lingerMs = 0): void {
  const old = active.value;
  if (old && old !== c) {
    if (lingerMs > 0) setTimeout(() => old.close(), lingerMs);
    else old.close();
  }
  active.value = c;
}
