// `vigil checks resume <id>` (see toggle.ts).
import { toggleHelp, toggleRun } from './toggle.js';

export const help = toggleHelp('resume');
export const run = toggleRun('resume');
