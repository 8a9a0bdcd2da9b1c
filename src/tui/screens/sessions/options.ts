// Knobs of the Sessions screens. The defaults suit a person at a terminal; tests pass shorter
// intervals (see sessionScreens in index.ts) so a poll or a watch can be seen in a second.
import { createContext, useContext } from 'react';

export interface SessionScreenOptions {
  /** Sessions per page of the list (the server allows 1..100). */
  pageSize: number;
  /** How often a page or session with RUNNING sessions is asked for again: one request per tick. */
  pollMs: number;
  /** How long each completion long-poll of `w` may wait on the server (1..30 s; 408 means ask again). */
  completionWaitSeconds: number;
  /** How often relative times ("4m ago") are redrawn. */
  clockMs: number;
  /** Rings the terminal bell when a watched session ends; default writes BEL to the terminal. */
  ring?: () => void;
}

export const DEFAULT_SESSION_OPTIONS: SessionScreenOptions = {
  pageSize: 50,
  pollMs: 4000,
  completionWaitSeconds: 30,
  clockMs: 15_000,
};

export const SessionOptionsContext = createContext<SessionScreenOptions>(DEFAULT_SESSION_OPTIONS);

export function useSessionOptions(): SessionScreenOptions {
  return useContext(SessionOptionsContext);
}
