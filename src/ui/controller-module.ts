/** The match controller's module, loaded on demand: for the lobby's and the join page's buttons, and the lobby's prefetch. */
export const controllerModule = () => import('./match/controller.js');
