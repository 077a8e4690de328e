/** How a watcher's PeerJS link says it is one (watch-relay.ts serves it; it never takes a seat). */

/** PeerJS connection metadata a watcher dials with. */
export const WATCH_METADATA = { watch: true } as const;

/** Whether an incoming PeerJS connection is a watcher's (by its metadata). */
export const isWatcher = (c: { readonly metadata?: unknown }): boolean =>
  typeof c.metadata === 'object' && c.metadata !== null && (c.metadata as { watch?: unknown }).watch === true;
