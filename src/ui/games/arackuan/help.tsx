/** Arackuan's "How to play" and "Symbols" panels: the rules in our own words, and every mark the table draws. */
import { GLOSSARY } from '../../../engine/games/arackuan/cards/glossary.js';
import { FACTIONS } from '../../../engine/games/arackuan/cards/types.js';
import { DialogButton, Term } from '../help-dialog.js';
import { Stats } from './card.js';
import { FACTION_LOOK } from './look.js';

export function ArackuanHowTo() {
  return (
    <DialogButton label="How to play" title="How to play Arackuan">
      <div class="fd-prose">
        <p><strong>Goal.</strong> After 9 rounds, hold more points on the battlefield than the other player: each creature
          and land carrying your token scores its value (the gold number). Spells never score. Destroy the other side's
          creatures and conquer their lands.</p>
        <p><strong>Before round 1.</strong> Each player chooses a deck in secret (the choices show once both have chosen)
          and draws 7 cards. One player says who starts round 1. Then both may put back any cards of their opening hand
          once and draw as many again.</p>
        <h3>A round</h3>
        <ol>
          <li><strong>Draw.</strong> From round 2 on, both players draw 2 cards.</li>
          <li><strong>Placement.</strong> The player who starts the round places 2 cards face down, one after the other;
            then the other player does the same. Everyone sees where a card goes, not what it is. A card on the
            battlefield goes on an empty square next to another card (either side). The very first cards go in the
            green square in the middle. Global spells go on your own Astral Plane (2 slots); everything else on the
            battlefield.</li>
          <li><strong>Reveal.</strong> All face-down cards turn over. Creatures and lands get their owner's token.</li>
          <li><strong>Activation.</strong> First the starting player, then the other, may act with their cards that have
            <em> Initiative</em>. Then the starting player activates any of their cards, then the other player. Each card
            acts once a round: it <em>attacks</em>, or <em>moves</em> first (Flight, Movement) and then attacks, or uses
            its <em>Action</em>. A card that acted is spent (its token turns over).</li>
          <li><strong>End of round.</strong> Spent tokens turn back; spells still on the table are discarded. The other
            player starts the next round.</li>
        </ol>
        <h3>Attacking</h3>
        <ul>
          <li>A card attacks an enemy card next to it (along a row or column, never diagonally), or further away with
            Ranged Attack. Spells are never attacked.</li>
          <li>The attack must be <strong>greater</strong> than the target's defence: an equal attack fails.</li>
          <li>Several of your cards can attack one target together: their attacks add up. On the table, choose one of your
            cards, then the enemy card; the others that can join light up — tap them to add them. The sum against the
            defence shows before you confirm.</li>
          <li>A beaten creature is destroyed. A beaten land is <em>conquered</em>: it takes your token and scores for you
            (it can be taken back).</li>
        </ul>
        <h3>On the table</h3>
        <ul>
          <li>Lit cards and squares are what you can choose now; point at or tap anything else to read it, and why it is
            not allowed now.</li>
          <li>Keyboard: Tab to the battlefield, arrows to move between squares, Enter to choose.</li>
          <li>At the end the score counts the values of the creatures and lands each player holds; ties go to the player
            with more cards on the battlefield, then to the one with fewer creatures in the discard pile.</li>
        </ul>
      </div>
    </DialogButton>
  );
}

export function ArackuanSymbols() {
  return (
    <DialogButton label="Symbols" title="What the table shows">
      <dl class="fd-glossary ark">
        <Term sign={<span class="ark-value">6</span>}>A card's value: the points it scores at the end (creatures and lands only).</Term>
        <Term sign={<Stats attack={3} defence={2} />}>Attack (red) and defence (shield). On the battlefield they show as they stand now: green when raised, red when lowered.</Term>
        <Term sign={<span class="ark-token" style={{ '--token': '#2f6db5' }}>A</span>}>A player's token, in their faction's colour with their initial: whose card it is. Filled: active, it can still act this round.</Term>
        <Term sign={<span class="ark-token spent" style={{ '--token': '#2f6db5' }}>A</span>}>A spent token: the card has acted this round (or was deactivated).</Term>
        <Term sign={<span class="ark-token hollow" style={{ '--token': '#2f6db5' }}>B</span>}>A hollow token: the second player's, when both play the same faction.</Term>
        <Term sign={<span class="ark-spell-mark">✦</span>}>A spell on the table: no token, never attacked, never scores.</Term>
        <Term sign={<span class="ark-back-sample" />}>A card face down: its place is known, not the card. Your own shows its name to you only.</Term>
        <Term sign={<span class="ark-zone-sample" />}>The green start zone: the first cards on an empty battlefield go there.</Term>
        <Term sign={<span class="ark-mark-sample m-place" />}>Where the chosen card can be placed.</Term>
        <Term sign={<span class="ark-mark-sample m-attack" />}>An enemy card the chosen card can attack.</Term>
        <Term sign={<span class="ark-mark-sample m-move" />}>A square the chosen card can move to (the dots show its path as you point at it; on a touch screen, tap it once to see the path and again to move).</Term>
        <Term sign={<span class="ark-mark-sample m-joinable" />}>A card that can join the attack being put together.</Term>
        <Term sign="★">Legendary: at most one copy in a deck.</Term>
        {GLOSSARY.map((g) => <Term key={g.term} sign={g.term}>{g.text}</Term>)}
        {FACTIONS.map((f) => (
          <Term key={f} sign={<span class="fd-faction-badge" style={{ '--faction': FACTION_LOOK[f].colour }}>{FACTION_LOOK[f].symbol}</span>}>{FACTION_LOOK[f].name}</Term>
        ))}
      </dl>
    </DialogButton>
  );
}
