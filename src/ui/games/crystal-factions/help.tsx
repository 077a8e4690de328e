/** Crystal Factions' "How to play" and "Symbols" panels: the rules in our own words, and every mark the table draws. */
import { FACTIONS, FACTION_NAMES } from '../../../engine/games/crystal-factions/types.js';
import { DialogButton, Term } from '../help-dialog.js';
import { FACTION_LOOK } from './card.js';

export function CrystalHowTo() {
  return (
    <DialogButton label="How to play" title="How to play Crystal Factions">
      <div class="fd-prose">
        <p><strong>Goal.</strong> Be the first to hold <strong>50 crystals</strong>, or bring every opponent down to
          0 hitpoints. Everyone starts with 20 hitpoints and 5 crystals.</p>
        <p><strong>Your three lanes.</strong> Every card has three numbers: Mining, Attack and Tech (M, A, T). A card
          counts only the number of the lane you put it in. Each lane starts with a base card: Mining 2, Attack 0,
          Tech 1.</p>
        <h3>A round</h3>
        <ol>
          <li><strong>Deploy.</strong> Players take turns, starting with the priority holder (⚑). On your turn, draw a
            card from your faction deck (face down, only you see it) or your basic deck (face up). Your <em>tech limit</em>
            this turn is your Tech lane's power. Then play as many cards as you like: each costs crystals (◆) and needs
            tech (⚙); the tech of all the cards you play this turn must fit within your limit. Choose a lane for each card.
            "When played" abilities happen at once. End your turn when you are done.</li>
          <li><strong>Attack.</strong> Compare Attack lanes. Each player takes damage equal to the highest Attack at the
            table minus their own (the highest takes none). With two players: the lower Attack takes the difference.</li>
          <li><strong>Mining.</strong> Each player gains crystals equal to their Mining lane. At 50 crystals or more you
            win (ties: most crystals, then hitpoints, then Attack, then Tech).</li>
          <li><strong>End of Turn.</strong> Face-down cards are turned up, then "End of turn" abilities happen. The
            priority token passes to the left, and everything that lasted "this turn" ends.</li>
        </ol>
        <h3>Good to know</h3>
        <ul>
          <li>Crystals you gain while playing can pay for later cards, never for the card that made them.</li>
          <li><strong>Boost</strong> tokens add 1 to a lane's power; <strong>corruption</strong> tokens take 1 off (a lane
            never drops below its base card). At the start of your turn you may pay 2 crystals to clear each corruption token.</li>
          <li><strong>Stealth</strong> cards may be played face down (5 crystals, 3 tech). They have no power until End of
            Turn, when they are revealed and their ability is stronger.</li>
          <li>A card you cannot play now is dimmed: tap it (or point at it) to see why.</li>
        </ul>
      </div>
    </DialogButton>
  );
}

export function CrystalSymbols() {
  return (
    <DialogButton label="Symbols" title="What the table shows">
      <dl class="fd-glossary">
        <Term sign={<span class="cf-powers-sample"><b>M</b> 2 <b>A</b> 3 <b>T</b> 1</span>}>A card's power in the Mining, Attack and Tech lanes: only the lane it is played in counts.</Term>
        <Term sign={<span class="cf-cost-sample">◆4 ⚙2</span>}>Cost: 4 crystals to pay, and 2 of your tech limit this turn.</Term>
        <Term sign={<span class="cf-stat hp">♥ 20</span>}>Hitpoints. At 0 or fewer you are out.</Term>
        <Term sign={<span class="cf-stat crystals">◆ 12</span>}>Crystals in your supply. 50 wins.</Term>
        <Term sign={<span class="cf-stat tech">⚙ 2 of 3</span>}>Tech left this turn, of your tech limit (your Tech lane's power when your turn began).</Term>
        <Term sign={<span class="cf-priority">⚑</span>}>The priority token: its holder deploys first this round. It passes left each round.</Term>
        <Term sign={<span class="cf-lane-power">5</span>}>A lane's power: its face-up cards, plus Boost, minus corruption, never below its base.</Term>
        <Term sign={<span class="cf-token boost">+2 Boost</span>}>Boost tokens on a lane: +1 power each, for good.</Term>
        <Term sign={<span class="cf-token corruption">−1 Corruption</span>}>Corruption tokens on a lane: −1 power each, until cleared (2 crystals each).</Term>
        <Term sign={<span class="cf-token">−5 this turn</span>}>A change to Attack that lasts until the end of the round.</Term>
        <Term sign={<span class="cf-tag">Disabled</span>}>A card that counts 0 until the end of the turn.</Term>
        <Term sign={<span class="cf-tag">from Stealth</span>}>A card revealed from face down: its "if revealed from Stealth" text applies.</Term>
        <Term sign={<span class="cf-back-sample" />}>A card face down (Stealth): no power until End of Turn. Your own shows its name to you only.</Term>
        <Term sign="Prevents 3">Damage you will not take this turn.</Term>
        <Term sign="Next card −1 ◆ −1 ⚙">A discount on the next card you play this turn.</Term>
        <Term sign="Basic deck · Faction deck">Your two decks: the basic deck is face up (everyone sees its top card), the faction deck face down.</Term>
        {FACTIONS.map((f) => (
          <Term key={f} sign={<span class="fd-faction-badge" style={{ '--faction': FACTION_LOOK[f].colour }}>{FACTION_LOOK[f].symbol}</span>}>{FACTION_NAMES[f]}</Term>
        ))}
      </dl>
    </DialogButton>
  );
}
