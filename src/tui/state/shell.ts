// What a screen can ask of the shell around it: navigation, the overlays, messages, the clipboard;
// and how a screen hands the shell its command table (its keymap bound to what each command does).
import { createContext, useContext, useLayoutEffect, useEffect, useRef } from 'react';
import type { Key } from 'ink';
import type { Route } from './navigation.js';
import { tableSignature } from '../keys/commands.js';
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
  onBack?: () => boolean;
  /** A note for the footer, e.g. that a filter applies to the loaded page only. */
  status?: string;
  /**
   * A text mode (a form, a typed confirmation): the table is looked up first, every other key is
   * the screen's (typed text), so '1', 'q' or '?' typed into a field is never a shell key.
   */
  onText?: (name: string | null, input: string, key: Key) => void;
  /** A paste (text, never keys) while the screen takes text; what it did with the paste's line breaks. */
  onPaste?: (text: string) => PasteResult;
  /**
   * The table and text handler as they are now, for a screen whose mode changes with a key
   * (a form's phase, its focused field): keys that arrive before the next render use these.
   */
  live?: () => LiveCommands;
}

export interface LiveCommands {
  commands: CommandTable;
  onText?: ((name: string | null, input: string, key: Key) => void) | undefined;
  onPaste?: ((text: string) => PasteResult) | undefined;
}

/** What a paste did: undefined (taken as it was), a note on its line breaks, or null (nothing took it). */
export type PasteResult = string | undefined | null;

export interface ShownTable {
  table: CommandTable;
  /** A text mode: the shell's own keys do not apply. */
  text: boolean;
}

export interface CommandSink {
  current: ScreenCommands | null;
  setStatus(status: string | undefined): void;
  /** The active table as the footer and help show it (no handlers), when its keys or availability changed. */
  setTable(shown: ShownTable | null): void;
  /** The screen drew (its table is in `current`): the shell tries a key held for data again. */
  drew: () => void;
}

export const CommandSinkContext = createContext<CommandSink | null>(null);

/** Register the top screen's command table; the shell runs a command when one of its keys is pressed. */
export function useScreenCommands(commands: ScreenCommands): void {
  const sink = useContext(CommandSinkContext);
  if (!sink) throw new Error('useScreenCommands used outside the shell');
  useLayoutEffect(() => {
    sink.current = commands;
    sink.drew();
  });
  useLayoutEffect(
    () => () => {
      sink.current = null;
    },
    [sink],
  );
  const status = commands.status;
  useEffect(() => {
    sink.setStatus(status);
  }, [sink, status]);
  // The footer and help follow the table's keys and availability, not its handlers (new each render).
  const text = commands.onText !== undefined;
  const signature = tableSignature(commands.commands) + String(text);
  const shown = useRef<ShownTable>({ table: commands.commands, text });
  shown.current = { table: commands.commands, text };
  // Before the frame is seen: a layout effect's update is drawn in the same task.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` (keys and availability) says when the footer must change; the table itself is new each render.
  useLayoutEffect(() => {
    sink.setTable(shown.current);
  }, [sink, signature]);
  useEffect(() => () => sink.setStatus(undefined), [sink]);
  // A layout effect too, so a screen that leaves clears its table before the next one sets its own.
  useLayoutEffect(() => () => sink.setTable(null), [sink]);
}
