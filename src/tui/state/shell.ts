// What a screen can ask of the shell around it: navigation, the overlays, messages, the clipboard;
// and the one way the shell gets a screen's keys: it asks the screen (useScreenCommands) when a key
// arrives, when it draws the footer and when the help opens.
import { createContext, useContext, useLayoutEffect } from 'react';
import type { Key } from 'ink';
import type { Route } from './navigation.js';
import type { CommandTable } from '../keys/types.js';

export interface ConfirmRequest {
  /** The question, e.g. 'Pause check "api health"?'. */
  message: string;
  onYes: () => void;
  onNo?: () => void;
}

export interface PromptRequest {
  label: string;
  value: string;
  /** Shown beside the field, e.g. "filters the loaded page only". */
  hint?: string;
  /** Called on every edit (live filtering). */
  onChange: (value: string) => void;
  /** Enter keeps the value (true), Esc cancels (false). */
  onDone?: (kept: boolean) => void;
}

export type NoticeTone = 'info' | 'error';

export interface Shell {
  navigate(route: Route): void;
  back(): void;
  switchTo(route: Route): void;
  confirm(request: ConfirmRequest): void;
  prompt(request: PromptRequest): void;
  notify(text: string, tone?: NoticeTone): void;
  /** Copy text to the clipboard with OSC 52 and say so. */
  copy(text: string, what?: string): void;
  /** Started with --read-only: commands that write are unavailable. */
  readOnly: boolean;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell used outside ShellContext');
  return shell;
}

export interface ScreenCommands {
  /** The screen's active table (its keymap, or its mode's, bound with bindCommands). */
  commands: CommandTable;
  /** Esc/q: return true when the screen used it (e.g. to clear a filter) instead of going back. */
  onBack?: (() => boolean) | undefined;
  /** A note for the footer, e.g. that a filter applies to the loaded page only. */
  status?: string | undefined;
  /**
   * A text mode (a form, a typed confirmation): the table is looked up first, every other key is
   * the screen's (typed text), so '1', 'q' or '?' typed into a field is never a shell key.
   */
  onText?: ((name: string | null, input: string, key: Key) => void) | undefined;
  /** A paste (text, never keys) while the screen takes text; what it did with the paste's line breaks. */
  onPaste?: ((text: string) => PasteResult) | undefined;
}

/** What a paste did: undefined (taken as it was), a note on its line breaks, or null (nothing took it). */
export type PasteResult = string | undefined | null;

/**
 * Where the shell asks the shown screen for its keys: one per screen shown (a new screen gets a
 * new slot, so a screen that left can never answer).
 */
export interface KeySlot {
  /** The screen's keys as they are now (null until the screen has drawn once). */
  ask(): ScreenCommands | null;
  /** Called by the screen each time it draws: `keys` is what `ask` answers from now on. */
  answer(keys: () => ScreenCommands): void;
  /** The screen drew: the footer asks again, a key held for data is tried again. */
  drew(): void;
  subscribe(listener: () => void): () => void;
}

export const KeySlotContext = createContext<KeySlot | null>(null);

/**
 * The screen's keys: `keys` builds its table (its keymap or its mode's, bound with bindCommands)
 * from the state the screen drew. The shell calls it when a key arrives, for the footer and for
 * the help; a mode whose state changes faster than a render (a form) reads that state in `keys`.
 */
export function useScreenCommands(keys: () => ScreenCommands): void {
  const slot = useContext(KeySlotContext);
  if (!slot) throw new Error('useScreenCommands used outside the shell');
  // In the render itself: the answer always comes from the state this render draws.
  slot.answer(keys);
  useLayoutEffect(() => slot.drew());
}
