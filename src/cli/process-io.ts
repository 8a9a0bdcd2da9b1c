// The process's own streams for a command: made on first use, a closed pipe (EPIPE) is the
// reader's choice and ends the run quietly, and everything written is flushed before exit.
import type { CommandIO } from '../io.js';

/** Resolve once everything written so far has been handed to the OS. */
export function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || !stream.writable) resolve();
    else stream.write('', () => resolve());
  });
}

/**
 * The process's own streams, each made on first use: Node builds process.stdin (and stderr) only
 * when asked, and building stdin for /dev/null or a file loads Node's file streams and
 * fs/promises, some 2 ms of a command that never reads its input.
 */
export function processIO(): { io: CommandIO; opened: NodeJS.WriteStream[] } {
  const opened: NodeJS.WriteStream[] = [];
  const output = (stream: NodeJS.WriteStream): NodeJS.WriteStream => {
    if (!opened.includes(stream)) {
      opened.push(stream);
      // `vigil api ... | head` closes the pipe early: that is the reader's choice, not an error.
      // Any other failure to write (a full disk, a file that went away) is one sentence and exit 1,
      // never a stack; the request itself was sent or not as its answer said.
      stream.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
        // stdout is the only other stream: stderr that cannot be written says nothing.
        if (stream === process.stdout)
          process.stderr.write(`vigil: could not write the output (${e.message.split('\n')[0]}).\n`);
        process.exit(1);
      });
    }
    return stream;
  };
  const io: CommandIO = {
    get stdout() {
      return output(process.stdout);
    },
    get stderr() {
      return output(process.stderr);
    },
    get stdin() {
      return process.stdin;
    },
    env: process.env,
  };
  return { io, opened };
}
