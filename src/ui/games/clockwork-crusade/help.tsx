/** Clockwork Crusade's "How to play": the rules in plain words and what the table shows. Loaded when first opened. */
import { DialogButton } from '../help-dialog.js';

export function CcHowTo() {
  return (
    <DialogButton label="How to play" title="Clockwork Crusade: how to play">
      <div class="fd-prose">
        <p>Each player commands a clockwork army. Hold on to your gates and destroy everyone else's: the last
          player with a gate wins. If the round limit comes first, whoever holds the most territories wins.</p>
        <h3>Setting up</h3>
        <ul>
          <li>Players take turns placing territory grids to build the map: each new grid goes next to one already
            placed, and must be reachable on foot (not cut off by water).</li>
          <li>Then each player places a gate on a territory nobody has taken yet. Its arrow points to a hex of the same
            territory: that is where your new units come in.</li>
          <li>Everyone starts with 5 resources and the Infantry card. The stack of unit and special cards is shuffled by
            all players together, so nobody can stack it.</li>
        </ul>
        <h3>Your turn, step by step</h3>
        <ol>
          <li><strong>New gates</strong> (the rulebook's Control step)<strong>.</strong> If a Soldier of yours stands in a territory with no enemy unit and no gate, you
            may place a gate there for 1 resource.</li>
          <li><strong>Portals open</strong> (Portal step)<strong>.</strong> Your face-down portals turn over and become the units you chose. A Building may
            be placed anywhere free in that territory.</li>
          <li><strong>Income.</strong> +1 for each territory you control that touches another one you control
            (nothing on your first turn).</li>
          <li><strong>Moves and attacks</strong> (Main step)<strong>.</strong> In any order: open portals at your gates (pay the unit's cost now; which unit it is
            stays secret until your next turn), move, attack, use abilities, research (4 resources: draw a card, once a
            turn), play special cards, show cards, and end your turn.</li>
        </ol>
        <h3>Moving and fighting</h3>
        <ul>
          <li>A unit moves up to its movement, over land only (never water), past your own units but not through
            enemies or gates, once a turn. It may not move after attacking.</li>
          <li>An attack: both sides roll two dice; the attacker adds its attack, the defender its defence. Higher wins;
            <strong> ties go to the defender</strong>. A Building has no roll: the attacker's total must beat its number.
            A gate's number is 9.</li>
          <li>Missed? The defender's player may strike back at once if it can reach the attacker: you are asked.</li>
          <li>Shooting further than next door needs the unit to stay still that turn (unless Run and Gun); shots cross
            water but not a Barricade.</li>
          <li>A gate can only be attacked when its owner has no unit in its territory or next to it. Destroying one lets
            you draw a card (if you did not research this turn).</li>
        </ul>
        <h3>Cards and levels</h3>
        <ul>
          <li>You can only bring in units whose card you hold. Show two copies of a card and all your units of it get
            its 2.0 bonus; three copies give 3.0. Showing is free in your turn; a bonus goes when a copy leaves your hand.</li>
          <li>Special cards are played once, at any moment of your turn when you are asked to act (new gates, placing a
            Building, moves and attacks), then discarded.</li>
        </ul>
        <h3>On the table</h3>
        <ul>
          <li>Drag the map to move it; pinch or use the wheel (or + and −) to zoom; ⤢ shows the whole map.</li>
          <li>Lit units can act: tap one, then a lit hex (green: move there; red: attack). Abilities are buttons under
            the map; when one cannot be used, it says why.</li>
          <li>Shapes: a disc is a Soldier, a rounded square a Vehicle, a house a Building; a card back is a portal
            still face down; a tower with an arrow is a gate. A small gold badge (2.0, 3.0) shows a level bonus.</li>
          <li>Territories with a gate are tinted and edged in their owner's colour. The dice and coins of the last fight
            show beside the map.</li>
        </ul>
      </div>
    </DialogButton>
  );
}
