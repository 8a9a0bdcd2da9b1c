// The V8 flags vigil sets, seen from a real run of the built bin: a preload records every
// setFlagsFromString with the Node modules loaded by then. The wasm flags are set by the start-up
// code at undici's first connection (after node:net is loaded, before any answer is parsed), never
// by a command that sends nothing, and no flag is left changed when the code cache is written.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, SEMI_SPACE_GROWTH_FACTOR } from '../../src/startup/v8-flags.js';
import { runBinary } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const dir = mkdtempSync(join(tmpdir(), 'vigil-v8-flags-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PRELOAD = join(dir, 'record-flags.cjs');
writeFileSync(
  PRELOAD,
  // Written at once, not at exit: the bin's own exit handler puts flags back after any of ours.
  `const v8 = require('node:v8');
const { writeSync } = require('node:fs');
const real = v8.setFlagsFromString;
v8.setFlagsFromString = (flag) => {
  writeSync(2, 'FLAG ' + JSON.stringify({ flag, netLoaded: process.moduleLoadList.includes('NativeModule net') }) + '\\n');
  return real(flag);
};
`,
);

interface FlagCall {
  flag: string;
  netLoaded: boolean;
}

async function flagsOf(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; calls: FlagCall[]; stdout: string }> {
  const run = await runBinary(args, { preload: PRELOAD, env });
  const calls = [...run.stderr.matchAll(/^FLAG (.*)$/gm)].map((m) => JSON.parse(m[1]!) as FlagCall);
  return { code: run.code, calls, stdout: run.stdout };
}

describe('V8 flags in the built bin', () => {
  const sandbox = useSandbox();
  const creds = () => ({
    VIGIL_API_KEY: sandbox().apiKey,
    VIGIL_ACCOUNT_ID: sandbox().accountId,
    VIGIL_BASE_URL: sandbox().baseUrl,
  });

  it('a request: the wasm flags once, after node:net is loaded, and the compile cache still taken', async () => {
    const cache = mkdtempSync(join(dir, 'cache-'));
    const run = await flagsOf(['api', '/v1/checks?limit=1'], { ...creds(), VIGIL_CODE_CACHE: cache });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toHaveLength(1);
    expect(run.calls.map((c) => c.flag)).toEqual(['--liftoff-only', '--no-wasm-lazy-compilation']);
    expect(run.calls.every((c) => c.netLoaded)).toBe(true);
    // Node made the cache of each file as it compiled it, before the flags changed: the next run
    // (under the same flags at that point) takes every file as it is.
    const files = () =>
      readdirSync(cache, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => `${e.name}:${statSync(join(e.parentPath, e.name)).mtimeMs}`);
    const made = files();
    expect(made.length).toBeGreaterThan(0);
    const again = await flagsOf(['api', '/v1/checks?limit=1'], { ...creds(), VIGIL_CODE_CACHE: cache });
    expect(again.code).toBe(0);
    expect(files()).toEqual(made);
  });

  it('several requests (paging): the wasm flags still only once', async () => {
    const run = await flagsOf(['api', '/v1/checks?limit=50', '--paginate', '--jq', 'length'], {
      ...creds(),
      VIGIL_CODE_CACHE: 'off',
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('137\n');
    expect(run.calls.map((c) => c.flag)).toEqual(['--liftoff-only', '--no-wasm-lazy-compilation']);
  });

  it('a command that sends nothing sets none', async () => {
    for (const args of [['--version'], ['whoami'], ['api', '--help']]) {
      const run = await flagsOf(args, { ...creds(), VIGIL_CODE_CACHE: 'off' });
      expect(run.code, args.join(' ')).toBe(0);
      expect(run.calls, args.join(' ')).toEqual([]);
    }
  });
});

describe('who sets V8 flags', () => {
  it('only the start-up code: the bin (src/bin.ts) and the TUI start, never the client or a command', () => {
    const users: string[] = [];
    const walk = (path: string) => {
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        const full = join(path, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (
          /\.tsx?$/.test(entry.name) &&
          /v8-flags\.js'|setFlagsFromString|node:v8/.test(readFileSync(full, 'utf8'))
        )
          users.push(full.slice(full.indexOf('src/')));
      }
    };
    walk(join(__dirname, '..', '..', 'src'));
    expect(users.sort()).toEqual(['src/bin.ts', 'src/startup/v8-flags.ts', 'src/tui/main.tsx']);
    expect(HEAP_GROWING_PERCENT).toBe(35);
    expect(SEMI_SPACE_GROWTH_FACTOR).toBe(1);
  });
});
