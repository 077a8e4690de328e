/** What the app needs to offer and draw a game. Tables read state and legal choices; they never judge legality. */
import type { ComponentType } from 'preact';
import type { TableProps } from './table-props.js';

export interface GameUi {
  readonly id: string;
  /** The table labels its own choices (each game exports a moveLabel). */
  readonly Table: ComponentType<TableProps>;
}
