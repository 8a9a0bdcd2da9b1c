// `vigil checks resume <id>` (see toggle.ts).
import { toggleHelp, toggleOptions, toggleRun } from './toggle.js';

export const options = toggleOptions('resume');
export const help = toggleHelp('resume', options);
export const run = toggleRun('resume');
