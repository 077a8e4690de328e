/**
 * A new connection link opened in a second tab (a link tapped in a chat opens one) reaches the
 * tab of this browser that plays the match, over a BroadcastChannel: only one tab may play a
 * seat (tab-lock.ts), so the second tab hands the code over instead of taking the match.
 */
const CHANNEL = 'facedown/direct-links';

interface Handover { readonly key: string; readonly code: string }
const isHandover = (x: unknown): x is Handover =>
  typeof x === 'object' && x !== null && typeof (x as Handover).key === 'string' && typeof (x as Handover).code === 'string';

/** The matches this tab plays without a server, by key: each takes a code and says whether it did. */
const takers = new Map<string, (code: string) => boolean>();
let channel: BroadcastChannel | null = null;

/** This tab plays match `key`: codes other tabs hand over go to `take` (true: taken). */
export function takeCodesFor(key: string, take: (code: string) => boolean): void {
  if (typeof BroadcastChannel !== 'function') return;
  takers.set(key, take);
  if (channel) return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent) => {
    if (isHandover(e.data) && takers.get(e.data.key)?.(e.data.code)) channel?.postMessage({ took: e.data.key });
  };
}

/** From a tab that cannot play match `key`: hands `code` to the tab that does; true once that tab took it. */
export function handCodeTo(key: string, code: string, waitMs = 1_500): Promise<boolean> {
  if (typeof BroadcastChannel !== 'function') return Promise.resolve(false);
  return new Promise((done) => {
    const c = new BroadcastChannel(CHANNEL);
    const finish = (took: boolean): void => { clearTimeout(t); c.close(); done(took); };
    const t = setTimeout(() => finish(false), waitMs);
    c.onmessage = (e: MessageEvent) => { if ((e.data as { took?: unknown } | null)?.took === key) finish(true); };
    c.postMessage({ key, code } satisfies Handover);
  });
}
