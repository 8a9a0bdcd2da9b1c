// What a run of vigil (a plain command or the TUI) draws on and reads from: its streams and
// environment are passed in (never read from `process` directly) so tests can run it in-process
// and read what it printed. Below commands/ and tui/, so both can name it.
import type { Readable, Writable } from 'node:stream';

export type OutputStream = Writable & { isTTY?: boolean; columns?: number };
export type InputStream = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

export interface CommandIO {
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: InputStream;
  env: NodeJS.ProcessEnv;
}
