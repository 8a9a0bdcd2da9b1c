// Keys that work on every screen. The screen number keys come from the screen registry.
import type { Binding, Keymap } from './types.js';

export const quitBinding: Binding = { command: 'quit', keys: ['ctrl+c'], description: 'quit vigil' };

export const shellKeymap: Keymap = [
  { command: 'back', keys: ['escape', 'q'], description: 'back (clears a filter first); q quits at the top', footer: 'back' },
  { command: 'help', keys: ['?'], description: 'help: every key of this screen', footer: 'help' },
  { command: 'palette', keys: [':'], description: 'command palette', footer: 'cmd' },
  quitBinding,
];

export interface NumberedScreen {
  name: string;
  title: string;
  numberKey?: string;
}

/** `1`..`6`: one binding per top-level screen, named after it. */
export function screenKeymap(screens: readonly NumberedScreen[]): Keymap {
  return screens
    .filter((s): s is NumberedScreen & { numberKey: string } => s.numberKey !== undefined)
    .map((s) => ({ command: `goto:${s.name}`, keys: [s.numberKey], description: `go to ${s.title}` }));
}
