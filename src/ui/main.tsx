import { render } from 'preact';
import { App } from './app.js';
import { detectSignal } from './match/signal.js';
import { loadPagePath } from '../net/signer.js';
import { page, pageOf } from './lazy.js';
import { route } from './route.js';
import { warmJoin } from './join-page.js';
import './styles.css';

// The first page's code loads meanwhile (the lobby, say: a guest's join page is built in).
const first = pageOf(route.value.parts[0]);
if (first) page(first);
else warmJoin();

// The signature path (WebCrypto, or noble without a secure context) is chosen before any match starts.
void Promise.all([detectSignal(), loadPagePath().catch(() => null)]).then(() => render(<App />, document.getElementById('app') as HTMLElement));

// Offline solo play: a service worker keeps the app's files, in a secure context only, and not on this machine's
// own loopback name (development and the tests run a fresh build there every time).
if (window.isSecureContext && 'serviceWorker' in navigator && !/^(localhost|127\.|\[::1\]$)/.test(location.hostname)) {
  addEventListener('load', () => { void navigator.serviceWorker.register('/sw.js').catch(() => undefined); });
}
