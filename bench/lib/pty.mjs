// A program in a pseudo-terminal without node-pty: util-linux `script` owns the pty, we write
// keys to its stdin (a pipe; `script` copies them to the pty) and read what the program draws
// from its stdout (a pipe; -f flushes each write at once). Every chunk is timestamped as it
// arrives, so figures are milliseconds of wall time, not polling intervals. What the program
// drew is read as a terminal shows it: each chunk is replayed into a terminal emulator
// (@xterm/headless), and the whole screen after it is added to `text`. A renderer that writes
// only the cells that changed ("2" of "page 2") is then read as the user sees it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import xterm from '@xterm/headless';
import { cpuMsOf, memoryOf } from './proc.mjs';
import { performance } from 'node:perf_hooks';

const { Terminal } = xterm;

function screenText(term) {
  const buffer = term.buffer.active;
  const rows = [];
  for (let row = 0; row < term.rows; row++)
    rows.push(buffer.getLine(buffer.baseY + row)?.translateToString(true) ?? '');
  return rows.join('\n');
}

export class PtyProgram {
  /**
   * @param {string} command what the shell inside the pty runs (after the size is set)
   * @param {{env: object, columns?: number, rows?: number}} o
   */
  constructor(command, { env, columns = 80, rows = 24 }) {
    this.startedAt = performance.now();
    // `exec` makes the shell become the program, so the script's child is the program itself.
    const inner = `stty rows ${rows} cols ${columns} 2>/dev/null; exec ${command}`;
    this.child = spawn('script', ['-qfec', inner, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.raw = '';
    /** Every screen the program showed, one after each chunk it wrote, as text. */
    this.text = '';
    this.term = new Terminal({ cols: columns, rows, allowProposedApi: true, scrollback: 0 });
    this.lastChunkAt = this.startedAt;
    this.chunks = 0;
    /** Bytes the program has written to the terminal so far. */
    this.bytes = 0;
    this.waiters = new Set();
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk) => {
      const now = performance.now();
      this.lastChunkAt = now;
      this.chunks++;
      this.bytes += Buffer.byteLength(chunk);
      this.raw += chunk;
      // Waiters are told the chunk's arrival time once the emulator has drawn it.
      this.term.write(chunk, () => {
        this.text += `${screenText(this.term)}\n`;
        for (const waiter of [...this.waiters]) waiter(now);
      });
    });
    this.child.stderr.resume();
  }

  /** Milliseconds since spawn at which `text` (escape sequences removed) first appears. */
  waitForText(needle, timeoutMs = 10_000, from = 0) {
    return this.waitFor(() => this.text.indexOf(needle, from) >= 0, timeoutMs, `text ${JSON.stringify(needle)}`);
  }

  /** Resolves with the arrival time of the chunk that made `predicate()` true. */
  waitFor(predicate, timeoutMs, what = 'a condition') {
    if (predicate()) return Promise.resolve(this.lastChunkAt);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        const tail = this.text.slice(-400).replace(/\s+/g, ' ');
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; screen ends with: ${tail}`));
      }, timeoutMs);
      const check = (now) => {
        if (!predicate()) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(now);
      };
      this.waiters.add(check);
    });
  }

  /**
   * Waits until output has started after `sinceChunks` and then stayed quiet for `quietMs`;
   * resolves with the arrival time of the last chunk of that burst (the frame is complete then).
   */
  async waitForQuietFrame(sinceChunks, quietMs, timeoutMs = 5_000) {
    await this.waitFor(() => this.chunks > sinceChunks, timeoutMs, 'a redraw');
    for (;;) {
      const seen = this.chunks;
      await new Promise((r) => setTimeout(r, quietMs));
      if (this.chunks === seen) return this.lastChunkAt;
    }
  }

  write(keys) {
    this.child.stdin.write(keys);
  }

  /** The pid of the program inside the pty (the child of `script`). */
  programPid() {
    try {
      const children = readFileSync(`/proc/${this.child.pid}/task/${this.child.pid}/children`, 'utf8')
        .trim()
        .split(/\s+/);
      return Number(children[0]) || null;
    } catch {
      return null;
    }
  }

  /** Resident set size now and at its peak, in MB (Linux only). */
  memory() {
    const pid = this.programPid();
    return pid ? memoryOf(pid) : null;
  }

  /** CPU time the program has used so far, in ms (Linux only). */
  cpuMs() {
    const pid = this.programPid();
    return pid ? cpuMsOf(pid) : NaN;
  }

  /** Asks politely (`keys`), then kills the whole pty session if it is still there after `graceMs`. */
  async stop(keys = 'q', graceMs = 2_000) {
    if (this.child.exitCode === null) this.write(keys);
    const timer = setTimeout(() => {
      const pid = this.programPid();
      if (pid) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
      }
      this.child.kill('SIGKILL');
    }, graceMs);
    const code = await this.exited;
    clearTimeout(timer);
    return code;
  }
}
