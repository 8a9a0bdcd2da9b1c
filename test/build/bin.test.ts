// The bin runs through its #! line (npm's bin link, `npm start`): that line must find node, and
// carry no node or V8 option: any V8 flag set at start-up makes Node skip the compile cache of
// its own internal modules, about 25 ms of every start (see src/v8-flags.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIST_CLI, runBinary } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';

describe('the built bin', () => {
  it('names node alone on its #! line', () => {
    const firstLine = readFileSync(DIST_CLI, 'utf8').split('\n')[0];
    expect(firstLine).toBe('#!/usr/bin/env node');
  });

  it('has a commands bundle of ASCII only, which it reads as latin1', () => {
    const bundle = readFileSync(join(dirname(DIST_CLI), 'commands.cjs'));
    expect(bundle.length).toBeGreaterThan(100_000);
    expect(bundle.findIndex((byte) => byte > 0x7f)).toBe(-1);
  });

  it('runs when executed directly', () => {
    expect(
      execFileSync(DIST_CLI, ['--version'], {
        encoding: 'utf8',
        env: { ...process.env, VIGIL_CODE_CACHE: 'off' },
      }).trim(),
    ).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe("the bin's code cache", () => {
  const sandbox = useSandbox();
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function setup() {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-bin-cache-test-'));
    dirs.push(dir);
    const s = sandbox();
    const env = {
      VIGIL_CODE_CACHE: dir,
      VIGIL_API_KEY: s.apiKey,
      VIGIL_ACCOUNT_ID: s.accountId,
      VIGIL_BASE_URL: s.baseUrl,
    };
    const files = () => readdirSync(dir).filter((name) => name.endsWith('.v8cache'));
    return { dir, env, files };
  }

  it('is made by the first run of a command and taken as it is by the next', async () => {
    const { dir, env, files } = setup();
    const first = await runBinary(['api', '/v1/checks?limit=2'], { env });
    expect(first.code).toBe(0);
    expect(files()).toHaveLength(1);
    expect(files()[0]).toMatch(/-api\.v8cache$/);
    const file = join(dir, files()[0]!);
    const made = statSync(file);
    const second = await runBinary(['api', '/v1/checks?limit=2'], { env });
    expect(second.stdout).toBe(first.stdout);
    // Not written again: V8 accepted it (a refused cache is replaced by a new file).
    expect(statSync(file).ino).toBe(made.ino);
    expect(statSync(file).mtimeMs).toBe(made.mtimeMs);
  });

  it('replaces a file V8 refuses, and still runs the command', async () => {
    const { dir, env, files } = setup();
    expect((await runBinary(['whoami'], { env })).code).toBe(0);
    const file = join(dir, files()[0]!);
    writeFileSync(file, 'not compiled code', { mode: 0o600 });
    const run = await runBinary(['whoami'], { env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(sandbox().accountId);
    expect(readFileSync(file).length).toBeGreaterThan(1000);
  });

  it('is not made by a failed run, nor when VIGIL_CODE_CACHE=off', async () => {
    const { env, files } = setup();
    expect((await runBinary(['no-such-command'], { env })).code).toBe(2);
    expect((await runBinary(['api', '/v1/checks?limit=1'], { env: { ...env, VIGIL_CODE_CACHE: 'off' } })).code).toBe(0);
    expect(files()).toEqual([]);
  });
});
