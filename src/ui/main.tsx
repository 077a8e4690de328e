import { render } from 'preact';
import { App } from './app.js';
import { detectSignal } from './match/signal.js';
import './styles.css';

void detectSignal().then(() => render(<App />, document.getElementById('app') as HTMLElement));

