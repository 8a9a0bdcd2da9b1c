// The keys of every one-line text field (palette, prompts, forms, login): the line editor's table.
import { defineKeymap } from './commands.js';

export const lineEditKeymap = defineKeymap([
  { id: 'delete-back', keys: ['backspace'], description: 'delete the character before the cursor' },
  { id: 'cursor-left', keys: ['left'], description: 'cursor left' },
  { id: 'cursor-right', keys: ['right'], description: 'cursor right' },
  { id: 'line-start', keys: ['home'], description: 'cursor to the start' },
  { id: 'line-end', keys: ['end'], description: 'cursor to the end' },
  { id: 'clear-to-start', keys: ['ctrl+u'], description: 'text field: delete everything before the cursor' },
  { id: 'delete-word', keys: ['ctrl+w'], description: 'text field: delete the word before the cursor' },
  { id: 'space', keys: ['space'], description: 'a space' },
]);

export type LineEditId = (typeof lineEditKeymap)[number]['id'];
