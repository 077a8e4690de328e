/**
 * Crayne's attack reports (engine explain.ts, and the battle report that shows them: battle.tsx):
 * not on the first table (no attack has happened or is in sight before the first play), so they
 * load as the table first shows, not before it. So do the buy tray (buy-tray.tsx) and the
 * scrolling that keeps a prompt in view (in-view.ts).
 */
import { later } from '../../later.js';

export const reports = later(() => import('./battle.js'));

/** The buy tray's cards and what it offers (buy-tray.tsx): nothing is bought before the first attack either. */
export const buying = later(() => import('./buy-tray.js'));

/** Bringing what to tap into view with its prompt (in-view.ts), needed only once a choice has been made. */
export const inView = later(() => import('../in-view.js'));
