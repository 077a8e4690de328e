/**
 * Our hello: our public key derived and the hello signed with the session's Ed25519 path, at
 * once when it is synchronous, else asynchronously (peer data waits meanwhile: waits.ts).
 */
import { type Bytes, toHex } from '../crypto/bytes.js';
import type { Ed25519 } from '../crypto/ed25519.js';
import { helloDigest } from '../protocol/wire/chain.js';
import type { Hello } from '../protocol/wire/transcript.js';
import { certDigest, certTermsOf } from '../protocol/wire/identity.js';
import type { IdentitySigner } from './identity/signer.js';
import type { Agreement } from './agreement.js';
import type { SeatSecrets } from './secrets.js';
import type { Waits } from './waits.js';
import { DeckCryptoNotLoaded } from '../protocol/shared-deck/shared-lazy.js';
import { loadSharedCode } from './shared-code.js';

export class OwnHello {
  private publicKey: Bytes | null = null;
  /** What to do once our public key is known (a `make` asked before). */
  private wanted: (() => void) | null = null;
  private signing = false;

  constructor(
    private readonly ed: Ed25519, private readonly secrets: SeatSecrets, private readonly terms: Agreement,
    private readonly waits: Waits, private readonly made: (h: Hello) => void,
    private readonly identity: IdentitySigner | Promise<IdentitySigner | null> | null = null,
  ) {
    waits.after(ed.publicKey(secrets.keys.secretKey), (pk) => {
      this.publicKey = pk;
      const w = this.wanted;
      this.wanted = null;
      w?.();
    });
  }

  /**
   * Makes and signs our hello once everything in it is known (`made` then has it), then `then`.
   * Before our public key is known it waits for it; while a hello is being signed, nothing.
   */
  make(then: () => void): void {
    if (!this.publicKey) { this.wanted = () => this.make(then); return; }
    if (this.signing) return; // the hello being signed goes out when it is
    let draft: ReturnType<Agreement['draftHello']>;
    try {
      draft = this.terms.draftHello(this.secrets, this.publicKey);
    } catch (e) {
      // A game with a shared deck: its group code loads on demand, then the hello is made.
      if (!(e instanceof DeckCryptoNotLoaded)) throw e;
      this.waits.after(loadSharedCode(), () => this.make(then));
      return;
    }
    if (!draft) { then(); return; }
    this.signing = true;
    this.certified(draft, (unsigned) => {
      this.waits.after(this.ed.sign(helloDigest(unsigned), this.secrets.keys.secretKey), (sig) => {
        this.signing = false;
        const h: Hello = { ...unsigned, sig: toHex(sig) };
        if (this.terms.setMine(h)) this.made(h);
        then();
      });
    });
  }

  /** The draft with our identity's certificate of its match key (identity.ts), when we have an identity. */
  private certified(draft: Omit<Hello, 'sig'>, then: (h: Omit<Hello, 'sig'>) => void): void {
    if (!this.identity) { then(draft); return; }
    this.waits.after(this.identity, (id) => {
      const terms = id ? certTermsOf(draft, Math.floor(id.now())) : null;
      if (!id || !terms) { then(draft); return; }
      this.waits.after(id.certify(certDigest(terms)), (cert) => then({ ...draft, id: { pk: id.pk, at: terms.at, cert: toHex(cert) } }));
    });
  }
}
