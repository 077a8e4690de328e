import { render } from 'preact';
import { App } from './app.js';
import { detectSignal } from './match/signal.js';
import { loadPagePath } from '../net/signer.js';
import './styles.css';

// The signature path (WebCrypto, or noble without a secure context) is chosen before any match starts.
void Promise.all([detectSignal(), loadPagePath().catch(() => null)]).then(() => render(<App />, document.getElementById('app') as HTMLElement));

