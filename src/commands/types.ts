// What every plain command receives: the global options and how it answers (its I/O is src/io.ts,
// shared with the TUI).
import type { CommandIO } from '../io.js';

/** Options every command accepts, parsed once by the dispatcher. */
export interface GlobalOptions {
  profile?: string;
  /** No request that changes anything is sent (writes are refused before any request). */
  readOnly: boolean;
  /** --no-memory: nothing is read from or written to the memory of the profile (issue 26). */
  noMemory?: boolean;
}

export interface CommandContext {
  io: CommandIO;
  global: GlobalOptions;
}

/** A command takes its own arguments (after the command words) and returns the exit code. */
export type CommandRun = (argv: string[], ctx: CommandContext) => Promise<number>;
