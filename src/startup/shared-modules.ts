// The modules dist/tui.mjs takes from dist/commands.cjs rather than carrying a copy of its own
// (scripts/build.mjs, SHARED_MODULES): the error classes, so each class exists once in a process
// and `instanceof` holds for what the TUI throws at the dispatcher. Keyed by source path.
import * as connectError from '../client/connect-error.js';
import * as clientErrors from '../client/errors.js';
import * as commandErrors from '../commands/errors.js';
import * as configErrors from '../config/errors.js';

export const sharedModules: Record<string, object> = {
  'src/client/errors.ts': clientErrors,
  'src/client/connect-error.ts': connectError,
  'src/commands/errors.ts': commandErrors,
  'src/config/errors.ts': configErrors,
};
