// The bin runs through its #! line (npm's bin link, `npm start`): that line must find node, and
// carry no node or V8 option: any V8 flag set at start-up makes Node skip the compile cache of
// its own internal modules, about 25 ms of every start (see src/v8-flags.ts).
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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

  it('has bundles of ASCII only (esbuild escapes the rest)', () => {
    for (const name of ['commands.cjs', 'tui.mjs']) {
      const bundle = readFileSync(join(dirname(DIST_CLI), name));
      expect(bundle.length).toBeGreaterThan(100_000);
      expect(bundle.findIndex((byte) => byte > 0x7f)).toBe(-1);
    }
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

describe("Node's compile cache, as the bin uses it", () => {
  const sandbox = useSandbox();
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function setup() {
    const dir = join(mkdtempSync(join(tmpdir(), 'vigil-bin-cache-test-')), 'cache');
    dirs.push(dirname(dir));
    const s = sandbox();
    const env = {
      VIGIL_CODE_CACHE: dir,
      VIGIL_API_KEY: s.apiKey,
      VIGIL_ACCOUNT_ID: s.accountId,
      VIGIL_BASE_URL: s.baseUrl,
    };
    /** Every cache file, by path, with its inode and modification time. */
    const files = () => {
      if (!existsSync(dir)) return {};
      return Object.fromEntries(
        readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => {
            const path = join(e.parentPath, e.name);
            const stat = statSync(path);
            return [path, `${stat.ino}:${stat.mtimeMs}`];
          }),
      );
    };
    return { dir, env, files };
  }

  it('is made owner-only by the first run and taken as it is by the next', async () => {
    const { dir, env, files } = setup();
    const first = await runBinary(['api', '/v1/checks?limit=2'], { env });
    expect(first.code).toBe(0);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const made = files();
    expect(Object.keys(made).length).toBeGreaterThan(0);
    const second = await runBinary(['api', '/v1/checks?limit=2'], { env });
    expect(second.stdout).toBe(first.stdout);
    // Not written again: Node accepted every file (a refused one is written anew).
    expect(files()).toEqual(made);
  });

  it('replaces files V8 refuses, and still runs the command', async () => {
    const { env, files } = setup();
    expect((await runBinary(['whoami'], { env })).code).toBe(0);
    for (const file of Object.keys(files())) writeFileSync(file, 'not compiled code');
    const run = await runBinary(['whoami'], { env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(sandbox().accountId);
    for (const file of Object.keys(files())) expect(readFileSync(file).length).toBeGreaterThan(100);
  });

  it('is neither read nor written with VIGIL_CODE_CACHE=off, nor in a directory others can write', async () => {
    const { dir, env, files } = setup();
    expect((await runBinary(['api', '/v1/checks?limit=1'], { env: { ...env, VIGIL_CODE_CACHE: 'off' } })).code).toBe(0);
    expect(existsSync(dir)).toBe(false);
    mkdirSync(dir, { mode: 0o777 });
    chmodSync(dir, 0o777);
    expect((await runBinary(['api', '/v1/checks?limit=1'], { env })).code).toBe(0);
    expect(files()).toEqual({});
  });
});
