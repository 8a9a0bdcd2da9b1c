// The built binary in a real pseudo-terminal: a tmux server of the test's own (its own socket,
// no user config) runs a small shell script that runs vigil with only the given environment, prints
// `EXIT:<code>` and waits, so the pane can still be read after vigil ended.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { RunningSandbox, SandboxOptions } from '../../src/sandbox/index.js';
import { DIST_CLI, TEST_NODE, tempConfigDir } from './run-cli.js';
import { useSandbox } from './sandbox.js';

export interface TmuxTerminal {
  /** The visible text of the pane. */
  pane(): string;
  /** Keys by tmux name (`Enter`, `C-s`, `q`). */
  keys(...names: string[]): void;
  /** Text typed as it is (tmux would read "Enter" or "C-s" in it as key names otherwise), in one write. */
  text(literal: string): void;
  /** Bytes in one write (one read for the program): `bytes('\u001bj')` is Esc then j, sent together. */
  bytes(raw: string): void;
  /** Pasted as a terminal pastes: marked as a paste when the program asked for bracketed paste (line breaks as CR). */
  paste(text: string): void;
  /** `#{format}` of tmux about the pane, e.g. `#{alternate_on}`. */
  query(format: string): string;
  /** Pipe what the program writes from now on to a shell command (tmux pipe-pane), e.g. `cat >> file`. */
  pipe(command: string): void;
  /** The pane once `test` holds for it on two captures in a row (40 ms apart); throws after `timeoutMs`. */
  waitForPane(test: (text: string) => boolean, what: string, timeoutMs?: number): Promise<string>;
  /** Ends the terminal; resolves once every process of the pane (vigil included) has exited. */
  close(): Promise<void>;
}

export interface TmuxOptions {
  /** Folder for the script (and usually HOME and VIGIL_CONFIG_DIR). */
  dir: string;
  /** vigil's whole environment (PATH and TERM are added unless given). */
  env: Record<string, string>;
  /** vigil's arguments. */
  args?: string[];
  /** Shell lines run before vigil. */
  before?: string[];
  columns?: number;
  rows?: number;
  /** The program to run instead of the built dist/cli.cjs (an installed copy's bin). */
  program?: string;
}

/** How long a matching pane must stay matching before waitForPane returns it. */
const SETTLE_MS = 40;
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
let servers = 0;

export function startInTmux(o: TmuxOptions): TmuxTerminal {
  const program = o.program ?? DIST_CLI;
  if (!existsSync(program)) throw new Error(`${program} is missing: run \`npm run build\` (npm test builds first)`);
  const socket = `vigil-test-${process.pid}-${servers++}`;
  const tmux = (...args: string[]) =>
    execFileSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
  const script = join(o.dir, `run-${socket}.sh`);
  const env = { PATH: process.env.PATH ?? '', TERM: 'xterm-256color', ...o.env };
  writeFileSync(
    script,
    [
      ...(o.before ?? []),
      // env -i: vigil sees only what the test gives it, never the caller's VIGIL_* or CI.
      ['env', '-i', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), TEST_NODE, program, ...(o.args ?? [])]
        .map(quote)
        .join(' '),
      'printf "EXIT:%s\\n" "$?"',
      'sleep 60',
    ].join('\n'),
  );
  tmux(
    'new-session',
    '-d',
    '-s',
    'vigil',
    '-x',
    String(o.columns ?? 80),
    '-y',
    String(o.rows ?? 24),
    `sh ${quote(script)}`,
  );
  const pane = () => tmux('capture-pane', '-p', '-t', 'vigil');
  return {
    pane,
    keys: (...names) => void tmux('send-keys', '-t', 'vigil', ...names),
    text: (literal) => void tmux('send-keys', '-t', 'vigil', '-l', literal),
    bytes: (raw) =>
      void tmux(
        'send-keys',
        '-t',
        'vigil',
        '-H',
        ...[...Buffer.from(raw, 'utf8')].map((b) => b.toString(16).padStart(2, '0')),
      ),
    paste: (text) => {
      tmux('set-buffer', '-b', 'paste', '--', text);
      tmux('paste-buffer', '-p', '-d', '-b', 'paste', '-t', 'vigil');
    },
    query: (format) => tmux('display-message', '-p', '-t', 'vigil', format).trim(),
    pipe: (command) => void tmux('pipe-pane', '-o', '-t', 'vigil', command),
    async waitForPane(test, what, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      let matched = false;
      for (;;) {
        const shown = pane();
        // Twice in a row, a moment apart: tmux may show a frame it has read only part of (a busy
        // machine reads a frame's bytes in more than one go), and the test reads more than it waited for.
        if (test(shown)) {
          if (matched) return shown;
          matched = true;
        } else {
          matched = false;
        }
        if (Date.now() > deadline) throw new Error(`tmux pane never showed ${what}; it shows:\n${shown}`);
        await new Promise((r) => setTimeout(r, matched ? SETTLE_MS : 50));
      }
    },
    async close() {
      let session = 0;
      try {
        // The pane's shell leads a session of its own: vigil is in it.
        session = Number(tmux('display-message', '-p', '-t', 'vigil', '#{pane_pid}').trim());
        tmux('kill-server');
      } catch {
        // Already gone.
      }
      if (session > 0) await sessionEnded(session);
    },
  };
}

/** Resolves once no process of session `sid` is left (hung up, vigil saves and exits), or after 60 s. */
async function sessionEnded(sid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const left = spawnSync('ps', ['-o', 'pid=', '-s', String(sid)], { encoding: 'utf8' }).stdout.trim();
    if (left === '') return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What a file of pty tests of vigil on the sandbox gets from `useVigilInTmux`. */
export interface VigilInTmux {
  sandbox: () => RunningSandbox;
  /** The file's own folder: HOME and VIGIL_CONFIG_DIR of every vigil it starts, and the scripts. */
  dir: string;
  /**
   * vigil in tmux pointed at the sandbox (its base URL, key and account in the environment), 80x24
   * unless told; `env` adds to that environment. Closed after the file's tests.
   */
  start(o?: Partial<Omit<TmuxOptions, 'dir'>>): TmuxTerminal;
}

/**
 * The set-up every pty test of vigil on the sandbox shares: a sandbox (`opts` as for useSandbox),
 * a folder of the file's own, and after the file's tests every terminal closed and the folder removed.
 */
export function useVigilInTmux(opts: SandboxOptions = {}): VigilInTmux {
  const sandbox = useSandbox(opts);
  const dir = tempConfigDir();
  const terminals: TmuxTerminal[] = [];
  afterAll(async () => {
    // kill-server returns before vigil (hung up) has exited, and it writes into the folder as it
    // goes: the folder is removed once every terminal's processes have ended.
    await Promise.all(terminals.map((term) => term.close()));
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }, 90_000);
  return {
    sandbox,
    dir,
    start(o = {}) {
      const sb = sandbox();
      const env = {
        HOME: dir,
        VIGIL_CONFIG_DIR: dir,
        VIGIL_API_KEY: sb.apiKey,
        VIGIL_ACCOUNT_ID: sb.accountId,
        VIGIL_BASE_URL: sb.baseUrl,
        ...o.env,
      };
      const term = startInTmux({ columns: 80, rows: 24, ...o, dir, env });
      terminals.push(term);
      return term;
    },
  };
}
