/** The match this page is showing, if any. */
import { signal } from '@preact/signals';
import type { MatchController } from './match/controller.js';
// (type-only: the controller itself loads on demand)

export const active = signal<MatchController | null>(null);

export function activate(c: MatchController): void {
  if (active.value && active.value !== c) active.value.close();
  active.value = c;
}
