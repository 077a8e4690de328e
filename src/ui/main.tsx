import { render } from 'preact';
import { App } from './app.js';
import { detectSignal } from './match/signal.js';
import { loadPagePath } from '../net/signer.js';
import './styles.css';

// The signature path (WebCrypto, or noble without a secure context) is chosen before any match starts.
void Promise.all([detectSignal(), loadPagePath().catch(() => null)]).then(() => render(<App />, document.getElementById('app') as HTMLElement));


// Offline solo play: a service worker keeps the app's files, only over HTTPS (a secure context that is not this
// machine's own loopback, where development and the tests run from a fresh build every time).
if (window.isSecureContext && location.protocol === 'https:' && 'serviceWorker' in navigator) {
  addEventListener('load', () => { void navigator.serviceWorker.register('/sw.js').catch(() => undefined); });
}
