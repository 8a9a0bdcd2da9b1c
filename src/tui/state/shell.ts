// What a screen can ask of the shell around it: navigation, the overlays, messages, the clipboard;
// and how a screen hands the shell the handlers for the commands of its keymap.
import { createContext, useContext, useLayoutEffect, useEffect } from 'react';
import type { Key } from 'ink';
import type { Route } from './navigation.js';

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
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell used outside ShellContext');
  return shell;
}

export interface ScreenCommands {
  /** Handlers by command name of the screen's keymap. */
  handlers: Readonly<Record<string, (() => void) | undefined>>;
  /** Esc/q: return true when the screen used it (e.g. to clear a filter) instead of going back. */
  onBack?: () => boolean;
  /** A note for the footer, e.g. that a filter applies to the loaded page only. */
  status?: string;
  /**
   * Forms: the screen sees every key first (after ctrl+c and any open overlay) and returns true
   * when it used it, so text typed into a field ('1', 'q', '?') is not taken as a shell key.
   */
  onInput?: (name: string | null, input: string, key: Key) => boolean;
}

export interface CommandSink {
  current: ScreenCommands | null;
  setStatus(status: string | undefined): void;
}

export const CommandSinkContext = createContext<CommandSink | null>(null);

/** Register the top screen's handlers; the shell calls them when a key of the screen's keymap is pressed. */
export function useScreenCommands(commands: ScreenCommands): void {
  const sink = useContext(CommandSinkContext);
  if (!sink) throw new Error('useScreenCommands used outside the shell');
  useLayoutEffect(() => {
    sink.current = commands;
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
  useEffect(() => () => sink.setStatus(undefined), [sink]);
}
