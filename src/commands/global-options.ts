// The options that are not a command's own: the global ones every command takes (anywhere on
// the line) and those of the TUI (before any command). cli/arguments.ts reads them; these tables
// give their lines in --help and their completion, as a command's table does for its own.
import { REFRESH_DEFAULT_SECONDS, REFRESH_RANGE_TEXT } from '../config/refresh.js';
import { defineOptions } from './shared/options.js';

export const GLOBAL_OPTIONS = defineOptions({
  profile: {
    type: 'text',
    valueName: 'NAME',
    defaultText: 'VIGIL_PROFILE, else defaultProfile in settings.json, else "default"',
    description: 'use the named credentials',
  },
  'read-only': { type: 'flag', description: 'send nothing that changes anything' },
  help: { type: 'flag', short: 'h', description: 'help for vigil, or for a command: vigil <command> --help' },
});

/** The TUI's options and --version: only before any command. */
export const TOP_OPTIONS = defineOptions({
  demo: { type: 'flag', description: 'open the TUI on the embedded sandbox, with demo data' },
  refresh: {
    type: 'text',
    valueName: 'SECONDS',
    defaultText: `refreshSeconds in settings.json, else ${REFRESH_DEFAULT_SECONDS}`,
    description: `how often the Checks screen refreshes: ${REFRESH_RANGE_TEXT}`,
  },
  bell: {
    type: 'flag',
    description: 'ring the terminal bell when a check turns failing (default: bell in settings.json)',
  },
  'no-bell': { type: 'flag', description: 'no bell, whatever settings.json says' },
  version: { type: 'flag', short: 'v', description: 'print the version' },
});
