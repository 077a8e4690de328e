/**
 * Crayne's attack reports (engine explain.ts, and the battle report that shows them: battle.tsx):
 * not on the first table (no attack has happened or is in sight before the first play), so they
 * load as the table first shows, not before it.
 */
import { later } from '../../later.js';

export const reports = later(() => import('./battle.js'));
