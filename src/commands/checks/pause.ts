// `vigil checks pause <id>` (see toggle.ts).
import { toggleHelp, toggleRun } from './toggle.js';

export const help = toggleHelp('pause');
export const run = toggleRun('pause');
