// What the TUI's screens use of the keys: binding a table and resolving a keypress. Tests import
// the pieces (names, resolve, global, overlays, ...) directly.
export { keyNameFromInk } from './names.js';
export { resolveKey } from './resolve.js';
export { bindCommands } from './commands.js';
