import { defineKeymap } from '../keys/commands.js';
import { quitCommand } from '../keys/global.js';

/** The login form. Typed text goes into the field (the line editor's keys); only these keys are commands. */
export const loginKeymap = defineKeymap([
  { id: 'next-field', keys: ['tab', 'down'], description: 'next field', footer: 'next' },
  { id: 'prev-field', keys: ['shift+tab', 'up'], description: 'previous field' },
  { id: 'enter', keys: ['enter'], description: 'next field; on the last one, verify and log in', footer: 'next/log in' },
  { id: 'submit', keys: ['ctrl+s'], description: 'verify and log in', footer: 'log in' },
  { id: 'cancel', keys: ['escape'], description: 'quit without logging in', footer: 'quit' },
  quitCommand,
]);
