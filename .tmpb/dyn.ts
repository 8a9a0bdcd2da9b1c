export const go = () => import('./tui.js');
