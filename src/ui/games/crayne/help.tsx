/** Crayne's "How to play" and "Symbols" panels: the rules in our own words, and every mark the table draws. */
import { FACTION_NAMES, type Allegiance } from '../../../engine/games/crayne/types.js';
import { DialogButton, Term } from '../help-dialog.js';
import { FACTION_LOOK } from './card.js';

export function CrayneHowTo() {
  return (
    <DialogButton label="How to play" title="How to play Crayne">
      <div class="fd-prose">
        <p><strong>Goal.</strong> You are a Lord. Every Lord starts with Influence (30 heads-up, 60 with three or more).
          A Lord whose Influence drops to 0 or below is out; the last Lord standing wins.</p>
        <h3>A round has four phases</h3>
        <ol>
          <li><strong>Assembly: five plays.</strong> Everyone picks one card from their hand and plays it face down at the
            same time; then all cards are turned over together. A card marked <em>Teeth</em> does something at once
            (draw, discard, sacrifice…). A <em>Stronghold</em> stays in play and must face one of your Opponents. After each
            play everyone draws back up to three cards. This happens five times.</li>
          <li><strong>Attack.</strong> Add up the Attack and Defence of all your played cards (their text can add
            bonuses). You hit each Opponent with your full Attack. Their Strongholds facing you soak it up first and are
            destroyed if you beat their value; what gets through from all attackers is added up, then the target's
            Defence is taken off. What is left is the Influence they lose. The table writes this sum out for you after
            every attack.</li>
          <li><strong>Revenue.</strong> Add up your Revenue and buy cards from the Auxiliary Market, the Mercenaries or
            the Mercenary Camps, starting with the Overlord. A market card costs 1 less for each card of the same faction
            in your discard pile (never below 1). Unspent Revenue is lost. Bought cards go to your discard pile.</li>
          <li><strong>Cleanup.</strong> Played cards go to your discard pile, except Strongholds still standing. The
            Overlord Medallion (♛) passes clockwise.</li>
        </ol>
        <h3>Good to know</h3>
        <ul>
          <li>Your deck is reshuffled from your discard pile only when you need to draw and it is empty.</li>
          <li>Some cards can only be played when a condition holds (their text says "Play this card only if…"). If no
            card in your hand can be played, you show your hand and play the top card of your deck instead.</li>
          <li>Cards with a choice (Mercenaries, some Mages) are set at the start of the Attack Phase.</li>
          <li>Sacrificed cards go to the Pit (Trade Carts leave the game). Some cards let you buy from the Pit.</li>
          <li>A card you cannot choose now is dimmed: tap it (or point at it) to see why.</li>
        </ul>
        <p class="note">Team games: you may give one played card to an Ally at the start of the Attack Phase, and a team
          falls when any of its Lords falls. Solo: the Automated Opponent plays the top card of its deck each time you
          play, and takes the left-most market card after you buy.</p>
      </div>
    </DialogButton>
  );
}

const KINDS: readonly Allegiance[] = ['mercenary', 'camp', 'trade-cart'];

export function CrayneSymbols({ factions }: { factions: readonly string[] }) {
  const shown = [...factions, ...KINDS] as Allegiance[];
  return (
    <DialogButton label="Symbols" title="What the table shows">
      <dl class="fd-glossary">
        <Term sign={<span class="cr-stat atk">Atk 3</span>}>Attack: what this card adds to the damage you deal to each Opponent.</Term>
        <Term sign={<span class="cr-stat def">Def 2</span>}>Defence: taken off the damage you receive each Attack Phase.</Term>
        <Term sign={<span class="cr-stat rev">Rev 1</span>}>Revenue: buying power in the Revenue Phase.</Term>
        <Term sign={<span class="cr-stat hold">Hold 3</span>}>Stronghold value: Attack an Opponent must spend to destroy it before reaching you.</Term>
        <Term sign={<span class="cr-cost">4</span>}>Cost: the Revenue needed to buy the card.</Term>
        <Term sign={<span class="cr-cost"><s>7</s> 5</span>}>Your price: the printed cost struck through, and what it costs you after your faction discount (1 off per card of its faction in your discard pile).</Term>
        <Term sign={<span class="cr-banner-sample teeth">Teeth</span>}>A jagged title band: the card acts as soon as it is revealed.</Term>
        <Term sign={<span class="cr-banner-sample stronghold">Stronghold</span>}>A battlement band: the card stays in play until destroyed and faces one Opponent.</Term>
        <Term sign={<span class="cr-banner-sample requirement">Condition</span>}>A cracked band: the card can only be played when its condition holds.</Term>
        <Term sign="◀ ▶">Which way a Stronghold faces: the Opponent on your left or on your right.</Term>
        <Term sign={<span class="cr-medallion">♛</span>}>The Overlord Medallion: its holder acts first this round. It passes clockwise each round.</Term>
        <Term sign={<span class="cr-back-sample">?</span>}>A card played face down, not yet revealed.</Term>
        <Term sign="Atk 9 · Def 4 · Rev 6">A Lord's totals right now, from the cards face up (a face-down card counts once revealed).</Term>
        <Term sign="Hand · Deck · Discard">How many cards a Lord holds, has left to draw, and has in the discard pile.</Term>
        {shown.map((f) => (
          <Term key={f} sign={<span class="fd-faction-badge" style={{ '--faction': FACTION_LOOK[f]?.colour ?? '#555' }}>{FACTION_LOOK[f]?.symbol ?? '?'}</span>}>
            {FACTION_NAMES[f] ?? f}{f === 'trade-cart' ? ' (basic, no faction)' : f === 'mercenary' || f === 'camp' ? ' (no faction discount)' : ''}
          </Term>
        ))}
      </dl>
    </DialogButton>
  );
}
