// Commands that work on every screen. The screen number keys come from the screen registry.
import { defineKeymap } from './commands.js';
import type { CommandSpec, Keymap } from './types.js';

export const quitCommand: CommandSpec<'quit'> = { id: 'quit', keys: ['ctrl+c'], description: 'quit vigil' };

export const shellKeymap = defineKeymap([
  { id: 'back', keys: ['escape'], description: 'back (clears a filter first)', footer: 'back' },
  { id: 'back-or-quit', keys: ['q'], description: 'back (clears a filter first); quits at the top' },
  { id: 'help', keys: ['?'], description: 'help: every key of this screen', footer: 'help' },
  { id: 'palette', keys: [':'], description: 'command palette', footer: 'cmd' },
  { id: 'record', keys: ['T'], description: 'the triage record: what was opened and done, y copies it' },
  { id: 'new-incident-anywhere', keys: ['I'], description: "open a new incident on the status page (screen 4's form)" },
  quitCommand,
]);

export interface NumberedScreen {
  name: string;
  title: string;
  numberKey?: string;
}

export type GotoId = `goto:${string}`;

/** `1`..`6`: one command per top-level screen, named after it. */
export function screenKeymap(screens: readonly NumberedScreen[]): Keymap<GotoId> {
  return screens
    .filter((s): s is NumberedScreen & { numberKey: string } => s.numberKey !== undefined)
    .map((s) => ({ id: `goto:${s.name}` as const, keys: [s.numberKey], description: `go to ${s.title}` }));
}

/** While keys typed ahead wait for a screen's data: the one key that drops them. */
export const heldKeysKeymap = defineKeymap([
  { id: 'drop-held', keys: ['escape'], description: 'drop the keys waiting for the screen to load' },
]);
