// Keymaps of the overlays. While one is open it owns the keyboard (ctrl+c still quits).
import { defineKeymap } from './commands.js';
import { quitCommand } from './global.js';

export const helpKeymap = defineKeymap([
  { id: 'close', keys: ['escape', '?', 'q'], description: 'close the help', footer: 'close' },
  { id: 'move-down', keys: ['j', 'down'], description: 'scroll down', footer: 'scroll' },
  { id: 'move-up', keys: ['k', 'up'], description: 'scroll up' },
  { id: 'page-down', keys: ['pagedown', 'ctrl+d', 'space'], description: 'one screen down' },
  { id: 'page-up', keys: ['pageup', 'ctrl+u'], description: 'one screen up' },
  quitCommand,
]);

/** Palette and prompts take typed text (the line editor's keys); only these keys are commands there. */
export const paletteKeymap = defineKeymap([
  { id: 'run', keys: ['enter'], description: 'run the selected command', footer: 'run' },
  { id: 'close', keys: ['escape'], description: 'close the palette', footer: 'close' },
  { id: 'next', keys: ['down', 'tab'], description: 'next suggestion' },
  { id: 'prev', keys: ['up', 'shift+tab'], description: 'previous suggestion' },
  quitCommand,
]);

export const promptKeymap = defineKeymap([
  { id: 'accept', keys: ['enter'], description: 'keep the filter', footer: 'keep' },
  { id: 'cancel', keys: ['escape'], description: 'clear and close', footer: 'clear' },
  quitCommand,
]);

/** Destructive questions: default No (Enter and Esc say no), answered with a key other than the one that asked. */
export const confirmKeymap = defineKeymap([
  { id: 'yes', keys: ['y'], description: 'yes, do it', footer: 'yes' },
  { id: 'no', keys: ['n', 'escape', 'enter'], description: 'no (the default)', footer: 'no' },
  quitCommand,
]);
