export type { CommandSpec, Command, CommandTable, Handler, Handlers, IdOf, Keymap, KeyName, Unavailable } from './types.js';
export { keyNameFromInk, displayKey, displayKeys, splitInput } from './names.js';
export { lookup, commandFor, resolveKey, findConflicts, duplicateIds, reservedKeysUsed, RESERVED_KEYS } from './resolve.js';
export type { KeyConflict, KeyOutcome } from './resolve.js';
export {
  defineKeymap,
  bindCommands,
  missingHandlers,
  unavailable,
  when,
  keyHint,
  keyOf,
  keysOf,
  READ_ONLY,
  readOnlyRefusal,
  tableSignature,
} from './commands.js';
export { moveKeys, openKey, filterKey, pageKeys, refreshKey, copyKey, listKeymap, detailKeymap } from './common.js';
export { shellKeymap, screenKeymap, quitCommand } from './global.js';
export { helpKeymap, paletteKeymap, promptKeymap, confirmKeymap } from './overlays.js';
export { lineEditKeymap } from './lineEdit.js';
