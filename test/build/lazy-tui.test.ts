// Plain commands must never load React or Ink: they live in the TUI's chunks, which only the bin's
// TUI loader imports, while the dispatcher and the commands are one CommonJS bundle apart
// (commands.cjs, run by the bin as a script). Checked twice on a real build: in what esbuild
// reports (the bundle's inputs, the bin's chunk graph), and by running `vigil api` and `vigil
// test-sessions list` against the sandbox with a loader hook that lists every module they load.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../scripts/build.mjs';
import { useSandbox } from '../helpers/sandbox.js';

const UI_PACKAGE = /(^|\/)node_modules\/(ink|react|react-reconciler|scheduler|yoga-layout)\//;

let outdir: string;
let meta: Metafile;

beforeAll(async () => {
  outdir = mkdtempSync(join(tmpdir(), 'vigil-build-test-'));
  const result = await buildCli(outdir, { metafile: true, logLevel: 'error' });
  meta = result.metafile!;
}, 60_000);

afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
});

/** Output files keyed by their path relative to outdir (`cli.cjs`, `chunks/x.js`). */
function outputs(): Map<string, Metafile['outputs'][string]> {
  return new Map(Object.entries(meta.outputs).map(([path, output]) => [relative(outdir, path), output]));
}

/** The output itself and every output it imports (statically only, or also with import()). */
function closure(start: string, withDynamic: boolean): Set<string> {
  const all = outputs();
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const imported of all.get(name)?.imports ?? []) {
      if (imported.external) continue;
      if (imported.kind === 'import-statement' || (withDynamic && imported.kind === 'dynamic-import')) stack.push(relative(outdir, imported.path));
    }
  }
  return seen;
}

function uiInputsOf(names: Iterable<string>): string[] {
  const all = outputs();
  return [...names].flatMap((name) => Object.keys(all.get(name)?.inputs ?? {}).filter((input) => UI_PACKAGE.test(input)));
}

/** The TUI's entry, which the bin imports when the TUI opens. */
function tuiEntry(): string {
  const found = [...outputs()].find(([name, output]) => name !== 'commands.cjs' && 'src/tui/main.tsx' in output.inputs);
  if (!found) throw new Error('no output holds src/tui/main.tsx: the TUI is not in the build');
  return found[0];
}

describe('the build', () => {
  it('has Ink and React only behind the TUI entry, which the bin alone imports, dynamically', () => {
    const tui = uiInputsOf(closure(tuiEntry(), true));
    expect(tui.some((input) => input.includes('node_modules/ink/'))).toBe(true);
    expect(tui.some((input) => input.includes('node_modules/react/'))).toBe(true);
    expect(closure('cli.cjs', false).has(tuiEntry())).toBe(false);
    expect(uiInputsOf(closure('cli.cjs', false))).toEqual([]);
    // The bin is one file; its only import of our own is the TUI's entry, loaded dynamically.
    const own = outputs().get('cli.cjs')!.imports.filter((i) => !i.path.startsWith('node:'));
    expect(own).toEqual([{ path: './tui.js', kind: 'dynamic-import', external: true }]);
    expect(tuiEntry()).toBe('tui.js');
  });

  it('bundles the dispatcher and every plain command into commands.cjs, without Ink or React', () => {
    const inputs = Object.keys(outputs().get('commands.cjs')!.inputs);
    expect(inputs).toContain('src/cli.ts');
    // login, logout, whoami, api, test-sessions list/get, sandbox, incident-update, members remove
    const commands = inputs.filter((input) => /^src\/commands\/[a-z-]+\/(login|logout|whoami|request|list|get|serve|update|remove)\.ts$/.test(input));
    expect(commands.length).toBeGreaterThanOrEqual(9);
    expect(uiInputsOf(['commands.cjs'])).toEqual([]);
    expect(inputs.filter((input) => input.startsWith('src/tui/'))).toEqual([]);
  });
});

describe('running plain commands', () => {
  const sandbox = useSandbox();

  /** Runs the built CLI with a loader hook; resolves with its exit code and the files it loaded. */
  function runTraced(args: string[]): Promise<{ code: number | null; loaded: string[]; stderr: string }> {
    const hooks = join(outdir, 'trace-hooks.mjs');
    const register = join(outdir, 'trace-register.mjs');
    writeFileSync(hooks, "export async function load(url, context, next) { if (url.startsWith('file:')) process.stderr.write(`LOADED ${url}\\n`); return next(url, context); }\n");
    writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
    const s = sandbox();
    const env = {
      PATH: process.env.PATH,
      VIGIL_API_KEY: s.apiKey,
      VIGIL_ACCOUNT_ID: s.accountId,
      VIGIL_BASE_URL: s.baseUrl,
      VIGIL_CONFIG_DIR: mkdtempSync(join(tmpdir(), 'vigil-build-test-config-')),
      // Not the user's own cache directory.
      VIGIL_CODE_CACHE: 'off',
    };
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', pathToFileURL(register).href, join(outdir, 'cli.cjs'), ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => (stderr += chunk));
      child.once('error', reject);
      child.once('close', (code) => {
        rmSync(env.VIGIL_CONFIG_DIR, { recursive: true, force: true });
        const base = pathToFileURL(outdir).href + '/';
        const loaded = [...stderr.matchAll(/^LOADED (\S+)$/gm)].map((m) => m[1]!).filter((url) => url.startsWith(base)).map((url) => url.slice(base.length));
        resolve({ code, loaded, stderr: stderr.replace(/^LOADED .*\n/gm, '') });
      });
    });
  }

  for (const args of [['api', '/v1/checks'], ['test-sessions', 'list']]) {
    it(`vigil ${args.join(' ')} loads no chunk that holds Ink or React`, async () => {
      const run = await runTraced(args);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      // The hook saw the bin itself; nothing else is an ES module (commands.cjs is read as a script).
      expect(run.loaded).toEqual(['cli.cjs']);
    });
  }
});
