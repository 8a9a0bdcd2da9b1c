// `vigil checks pause <id>` (see toggle.ts).
import { toggleHelp, toggleOptions, toggleRun } from './toggle.js';

export const options = toggleOptions('pause');
export const help = toggleHelp('pause', options);
export const run = toggleRun('pause');
