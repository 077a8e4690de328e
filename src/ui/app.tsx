/**
 * The app shell: hash routes to pages; everything but the join page loads on demand (a guest
 * who opens a join link never loads the lobby).
 */
import { JoinPage } from './join-page.js';
import { page, pageOf } from './lazy.js';
import { route } from './route.js';

export function App() {
  const name = pageOf(route.value.parts[0]);
  if (!name) return <JoinPage />;
  const P = page(name);
  return P ? <P /> : <main class="page"><p>Loading…</p></main>;
}
