/** The app shell: hash routes to pages. */
import { JoinPage } from './join-page.js';
import { Lobby } from './lobby.js';
import { MatchPage } from './match/match-page.js';
import { route } from './route.js';
import { VerifyPage } from './verify-page.js';

export function App() {
  const [page] = route.value.parts;
  switch (page) {
    case 'verify': return <VerifyPage />;
    case 'join': return <JoinPage />;
    case 'match': return <MatchPage />;
    default: return <Lobby />;
  }
}
