// Run vigil in tests. `runCli` calls the dispatcher in-process with captured streams (fast, and
// the environment is exactly what the test gives: nothing leaks in from the developer's shell).
// `runBinary` spawns the built `dist/cli.cjs` for what only a real process shows (exit, startup).
// Both use a fresh temporary config directory unless the test passes VIGIL_CONFIG_DIR, so a test
// never reads or writes the user's real credentials.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import type { CommandIO, InputStream, OutputStream } from '../../src/io.js';

export interface RunOptions {
  env?: Record<string, string | undefined>;
  /** Text fed to stdin (then end of input). */
  stdin?: string;
  /** Make stdin, stdout and stderr look like a terminal (runCli only). */
  isTTY?: boolean;
  columns?: number;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export const DIST_CLI = fileURLToPath(new URL('../../dist/cli.cjs', import.meta.url));

/**
 * The Node that runs the built program: VIGIL_TEST_NODE when set (scripts/test-node-lts.mjs sets
 * it to Node 24, then 26, for more runs of the tests that spawn the program), else the Node
 * running the tests.
 */
export const TEST_NODE = process.env.VIGIL_TEST_NODE || process.execPath;

/** A fresh config directory for a test; remove it with `rmSync(dir, { recursive: true })`. */
export function tempConfigDir(): string {
  return mkdtempSync(join(tmpdir(), 'vigil-test-config-'));
}

class Capture extends Writable {
  text = '';
  isTTY: boolean;
  columns: number;
  constructor(isTTY: boolean, columns: number) {
    super({ decodeStrings: false });
    this.isTTY = isTTY;
    this.columns = columns;
  }
  override _write(chunk: unknown, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    done();
  }
}

/** env for a run: only what the test gave, plus a temporary config dir when none was given. */
function prepareEnv(o: RunOptions): { env: NodeJS.ProcessEnv; cleanup: () => void } {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(o.env ?? {})) if (v !== undefined) env[k] = v;
  if (env.VIGIL_CONFIG_DIR) return { env, cleanup: () => undefined };
  const dir = tempConfigDir();
  env.VIGIL_CONFIG_DIR = dir;
  return { env, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function runCli(argv: string[], o: RunOptions = {}): Promise<RunResult> {
  const isTTY = o.isTTY === true;
  const columns = o.columns ?? 80;
  const stdout = new Capture(isTTY, columns);
  const stderr = new Capture(isTTY, columns);
  const stdin: InputStream = Readable.from(o.stdin === undefined ? [] : [o.stdin], { objectMode: false });
  stdin.isTTY = isTTY;
  const { env, cleanup } = prepareEnv(o);
  const io: CommandIO = { stdout: stdout as OutputStream, stderr: stderr as OutputStream, stdin, env };
  try {
    const code = await main(argv, io, () => import('../../src/tui/main.js'));
    return { code, stdout: stdout.text, stderr: stderr.text };
  } finally {
    cleanup();
  }
}

export interface BinaryOptions extends Omit<RunOptions, 'isTTY' | 'columns'> {
  /** Kill the process after this long (default 15 s) and fail. */
  timeoutMs?: number;
  /** The built bin to run (default dist/cli.cjs), e.g. one a test built elsewhere. */
  cli?: string;
  /** A CommonJS file Node loads before the bin (`node -r`), e.g. one that records what it loads. */
  preload?: string;
  /**
   * stdin and stdout on /dev/null, as a script or a cron job may run it, instead of pipes: Node
   * then makes them file streams, not sockets. `stdin` is not used and stdout comes back empty.
   */
  devNull?: boolean;
  /** The node binary to run the bin with (default TEST_NODE), e.g. an old Node. */
  node?: string;
}

export async function runBinary(argv: string[], o: BinaryOptions = {}): Promise<RunResult> {
  const cli = o.cli ?? DIST_CLI;
  if (!existsSync(cli)) {
    throw new Error(`${cli} is missing: run \`npm run build\` first (\`npm test\` builds before testing)`);
  }
  const { env, cleanup } = prepareEnv(o);
  // A real process needs PATH and HOME; everything vigil reads comes from the test.
  const childEnv = { PATH: process.env.PATH, HOME: env.VIGIL_CONFIG_DIR, ...env };
  try {
    return await new Promise<RunResult>((resolve, reject) => {
      const nodeArgs = o.preload ? ['-r', o.preload] : [];
      const args = [...nodeArgs, cli, ...argv];
      const node = o.node ?? TEST_NODE;
      const child = o.devNull
        ? spawn(node, args, { env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] })
        : spawn(node, args, { env: childEnv, stdio: 'pipe' });
      let stdout = '';
      let stderr = '';
      child.stdout?.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`vigil ${argv.join(' ')} did not exit within ${o.timeoutMs ?? 15_000} ms`));
      }, o.timeoutMs ?? 15_000);
      child.on('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr });
      });
      // A run that ends without reading its input closes the pipe first: that EPIPE is no failure.
      child.stdin?.on('error', () => {});
      child.stdin?.end(o.stdin ?? '');
    });
  } finally {
    cleanup();
  }
}
