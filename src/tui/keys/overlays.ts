// Keymaps of the overlays. While one is open it owns the keyboard (ctrl+c still quits).
import type { Keymap } from './types.js';
import { quitBinding } from './global.js';

export const helpKeymap: Keymap = [
  { command: 'close', keys: ['escape', '?', 'q'], description: 'close the help', footer: 'close' },
  { command: 'move-down', keys: ['j', 'down'], description: 'scroll down' },
  { command: 'move-up', keys: ['k', 'up'], description: 'scroll up' },
  { command: 'page-down', keys: ['pagedown', 'ctrl+d', 'space'], description: 'one screen down' },
  { command: 'page-up', keys: ['pageup', 'ctrl+u'], description: 'one screen up' },
  quitBinding,
];

/** Palette and prompts take typed text; only these keys are commands there. */
export const paletteKeymap: Keymap = [
  { command: 'run', keys: ['enter'], description: 'run the selected command', footer: 'run' },
  { command: 'close', keys: ['escape'], description: 'close the palette', footer: 'close' },
  { command: 'next', keys: ['down', 'tab'], description: 'next suggestion' },
  { command: 'prev', keys: ['up', 'shift+tab'], description: 'previous suggestion' },
  { command: 'delete', keys: ['backspace'], description: 'delete a character' },
  quitBinding,
];

export const promptKeymap: Keymap = [
  { command: 'accept', keys: ['enter'], description: 'keep the filter', footer: 'keep' },
  { command: 'cancel', keys: ['escape'], description: 'clear and close', footer: 'clear' },
  { command: 'delete', keys: ['backspace'], description: 'delete a character' },
  quitBinding,
];

/** Destructive questions: default No (Enter and Esc say no), answered with a key other than the one that asked. */
export const confirmKeymap: Keymap = [
  { command: 'yes', keys: ['y'], description: 'yes, do it', footer: 'yes' },
  { command: 'no', keys: ['n', 'escape', 'enter'], description: 'no (the default)', footer: 'no' },
  quitBinding,
];
