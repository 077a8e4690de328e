/** The app shell: hash routes to pages. */
import { route } from './route.js';
import { VerifyPage } from './verify-page.js';

function Home() {
  return (
    <main class="page">
      <h1>Facedown</h1>
      <p>Tabletop card games played browser to browser. Every face-down card, hand, shuffle and die roll is
        protected by hash commitments, and anyone can check a finished match from its file.</p>
      <nav>
        <a class="button" href="#/verify">Verify a match</a>
      </nav>
      <p class="note">The game tables are being built; today this page verifies match files made with
        <code>npm run match</code>.</p>
    </main>
  );
}

export function App() {
  const [page] = route.value;
  return page === 'verify' ? <VerifyPage /> : <Home />;
}
