/**
 * The public shape of Arackuan in one place, for the table and the tools: board geometry and
 * positions (board.ts), the public state (state.ts) and every move (moves.ts). Card data and
 * its vocabulary are in cards/.
 */
export * from './board.js';
export type { ActivationStep, ArkState, Ask, Lasting, Options, Piece, Player, Score, Stage, Task } from './state.js';
export { DRAW, HAND, PLACE, ROUNDS, SEATS, isHandle, other, pieceAt } from './state.js';
export type {
  Activation, ActionMove, ArkMove, AttackMove, DeckChoice, EndMove, ExtraGroup, FaceDown, FirstMove, FromHand, MoveMove, Mulligan, PassMove, PlaceMove, ReturnAnswer,
} from './moves.js';
export { parseMove } from './moves.js';
