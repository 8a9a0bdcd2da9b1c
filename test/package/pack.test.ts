// The package as users get it: `npm pack` ships what runs (and nothing of src/, test/, bench/),
// and the tarball installs into an empty prefix offline, with no build script, and works:
// --version, the sandbox, and a plain command against that sandbox.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBinary, TEST_NODE } from '../helpers/run-cli.js';
import { startInTmux } from '../helpers/tmux.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORK = mkdtempSync(join(tmpdir(), 'vigil-pack-'));
const PREFIX = join(WORK, 'prefix');
const VIGIL = join(PREFIX, 'bin', 'vigil');
const INSTALLED = join(PREFIX, 'lib', 'node_modules', 'vigil-oncall');
let files: string[] = [];

function npm(args: string[], cwd: string): string {
  // --ignore-scripts: `npm test` has built dist/ already, and prepack must not rebuild it while
  // other test files run the same dist/.
  return execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
}

beforeAll(() => {
  const packed = JSON.parse(npm(['pack', '--ignore-scripts', '--json', '--pack-destination', WORK], ROOT)) as Array<{
    filename: string;
    files: Array<{ path: string }>;
  }>;
  files = packed[0]!.files.map((f) => f.path).sort();
  npm(
    [
      'install',
      '--global',
      '--prefix',
      PREFIX,
      '--offline',
      '--no-audit',
      '--no-fund',
      join(WORK, packed[0]!.filename),
    ],
    WORK,
  );
}, 120_000);

afterAll(() => {
  rmSync(WORK, { recursive: true, force: true, maxRetries: 5 });
});

describe('npm pack', () => {
  it('ships dist/, the docs, the licence, the completions and the settings schema, nothing else', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'README.md',
        'SECURITY.md',
        'package.json',
        'dist/cli.cjs',
        'dist/commands.cjs',
        'dist/tui.mjs',
        'completions/vigil.bash',
        'completions/_vigil',
        'completions/vigil.fish',
        'docs/architecture.md',
        'docs/upstream-compat.md',
        'schemas/settings.schema.json',
      ]),
    );
    for (const f of files)
      expect(f).toMatch(/^(dist\/|completions\/|docs\/|schemas\/|LICENSE$|README\.md$|SECURITY\.md$|package\.json$)/);
  });

  it('installs with no dependencies to fetch and no build script', () => {
    expect(existsSync(VIGIL)).toBe(true);
    expect(readdirSync(INSTALLED).sort()).toEqual([
      'LICENSE',
      'README.md',
      'SECURITY.md',
      'completions',
      'dist',
      'docs',
      'package.json',
      'schemas',
    ]);
  });
});

describe('the installed vigil', () => {
  it('--version', async () => {
    const r = await runBinary(['--version'], { cli: VIGIL });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('sandbox --json, then test-sessions list against it', async () => {
    const child = spawn(TEST_NODE, [VIGIL, 'sandbox', '--json', '--port', '0', '--sessions', '30'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, HOME: WORK, VIGIL_CONFIG_DIR: WORK },
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.setEncoding('utf8').on('data', (d: string) => {
          out += d;
          if (out.includes('\n')) resolve(out.split('\n')[0]!);
        });
        child.on('exit', (code) => reject(new Error(`the sandbox exited (${code}) before printing its address`)));
      });
      const sb = JSON.parse(line) as { baseUrl: string; apiKey: string; accountId: string };
      expect(sb.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const r = await runBinary(['test-sessions', 'list', '--limit', '5', '-o', 'table'], {
        cli: VIGIL,
        env: { VIGIL_API_KEY: sb.apiKey, VIGIL_ACCOUNT_ID: sb.accountId, VIGIL_BASE_URL: sb.baseUrl, NO_COLOR: '1' },
      });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n')[0]).toMatch(/^STATUS\s+STARTED\s+NAME/);
      expect(r.stdout).toMatch(/5 sessions, newest first\./);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('every link of the README to a file of the package resolves in the installed copy', () => {
    const readme = readFileSync(join(INSTALLED, 'README.md'), 'utf8');
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1]!)
      .filter((t) => !/^[a-z]+:/i.test(t));
    expect(targets.length).toBeGreaterThan(3);
    const missing = targets.filter((t) => !existsSync(join(INSTALLED, t)));
    expect(missing).toEqual([]);
  });

  it('--demo opens the TUI on the sandbox in a terminal, and q quits cleanly', async () => {
    const term = startInTmux({
      dir: WORK,
      program: VIGIL,
      args: ['--demo'],
      env: { HOME: WORK, VIGIL_CONFIG_DIR: WORK },
    });
    try {
      await term.waitForPane((p) => /Checks/.test(p) && /FAIL|PASS/.test(p), 'the Checks screen with statuses', 60_000);
      term.keys('q');
      const pane = await term.waitForPane((p) => /EXIT:\d+/.test(p), 'vigil ending', 30_000);
      expect(pane).toMatch(/EXIT:0/);
      expect(pane).not.toMatch(/Error|at .*\.cjs/);
    } finally {
      await term.close();
    }
  }, 120_000);
});
