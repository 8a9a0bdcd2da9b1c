export type { Binding, Keymap, KeyName } from './types.js';
export { keyNameFromInk, displayKey, displayKeys, splitInput } from './names.js';
export { lookup, findConflicts, reservedKeysUsed, RESERVED_KEYS } from './resolve.js';
export type { KeyConflict } from './resolve.js';
export { moveKeys, openKey, filterKey, pageKeys, refreshKey, copyKey, listKeymap, detailKeymap } from './common.js';
export { shellKeymap, screenKeymap, quitBinding } from './global.js';
export { helpKeymap, paletteKeymap, promptKeymap, confirmKeymap } from './overlays.js';
