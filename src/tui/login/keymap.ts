import type { Keymap } from '../keys/types.js';
import { quitBinding } from '../keys/global.js';

/** The login form. Typed text goes into the field; only these keys are commands. */
export const loginKeymap: Keymap = [
  { command: 'next-field', keys: ['tab', 'down'], description: 'next field', footer: 'next' },
  { command: 'prev-field', keys: ['shift+tab', 'up'], description: 'previous field' },
  { command: 'enter', keys: ['enter'], description: 'next field; on the last one, verify and log in', footer: 'next/log in' },
  { command: 'submit', keys: ['ctrl+s'], description: 'verify and log in', footer: 'log in' },
  { command: 'cancel', keys: ['escape'], description: 'quit without logging in', footer: 'quit' },
  { command: 'delete', keys: ['backspace'], description: 'delete a character' },
  quitBinding,
];
