// What every plain command receives: its I/O streams and environment are passed in (never read
// from `process` directly) so tests can run a command in-process and read what it printed.
import type { Readable, Writable } from 'node:stream';

export type OutputStream = Writable & { isTTY?: boolean; columns?: number };
export type InputStream = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

export interface CommandIO {
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: InputStream;
  env: NodeJS.ProcessEnv;
}

/** Options every command accepts, parsed once by the dispatcher. */
export interface GlobalOptions {
  profile?: string;
  /** No request that changes anything is sent (writes are refused before any request). */
  readOnly: boolean;
}

export interface CommandContext {
  io: CommandIO;
  global: GlobalOptions;
}

/** A command takes its own arguments (after the command words) and returns the exit code. */
export type CommandRun = (argv: string[], ctx: CommandContext) => Promise<number>;
