export type { CommandTable, Keymap } from './types.js';
export { keyNameFromInk, displayKeys } from './names.js';
export { lookup, resolveKey, findConflicts, duplicateIds, reservedKeysUsed } from './resolve.js';
export { bindCommands, missingHandlers } from './commands.js';
export { shellKeymap, screenKeymap } from './global.js';
export { helpKeymap, paletteKeymap, promptKeymap, confirmKeymap } from './overlays.js';
export { lineEditKeymap } from './lineEdit.js';
