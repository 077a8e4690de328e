/** The app shell: hash routes to pages; everything but the lobby loads on demand. */
import { JoinPage } from './join-page.js';
import { page } from './lazy.js';
import { Lobby } from './lobby.js';
import { route } from './route.js';

export function App() {
  const [name] = route.value.parts;
  if (name === 'join') return <JoinPage />;
  if (name === 'match' || name === 'verify') {
    const P = page(name);
    return P ? <P /> : <main class="page"><p>Loading…</p></main>;
  }
  return <Lobby />;
}
