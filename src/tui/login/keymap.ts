import { defineKeymap } from '../keys/commands.js';
import { quitCommand } from '../keys/global.js';

/**
 * The login screen's own keys, beside its form's tables (forms/formKeys.ts: the fields, the
 * submit key, Esc). Typed text goes into the focused field.
 */
export const loginKeymap = defineKeymap([quitCommand]);
