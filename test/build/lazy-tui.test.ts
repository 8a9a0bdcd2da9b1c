// Plain commands must never load React or Ink: those are in the TUI's own bundle (tui.mjs),
// which the bin runs only when the TUI opens, while the dispatcher and the commands are one
// CommonJS bundle apart (commands.cjs); the bin imports tui.mjs only when the TUI opens. Checked
// twice on a real build: in what esbuild reports (each output's inputs), and by running `vigil
// api` and `vigil test-sessions list` against the sandbox while recording every file they read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, SHARED_MODULES } from '../../scripts/build.mjs';
import { runBinary } from '../helpers/run-cli.js';
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

/** The inputs of an output file, by its path relative to outdir (`cli.cjs`, `tui.mjs`). */
function inputsOf(name: string): string[] {
  const found = Object.entries(meta.outputs).find(([path]) => relative(outdir, path) === name);
  if (!found) throw new Error(`the build has no ${name}`);
  return Object.keys(found[1].inputs);
}

describe('the build', () => {
  it("takes Node's modules through require(), never an ES import, which reads every export at once (node:http's loads Node's own undici)", () => {
    const tuiOutput = Object.entries(meta.outputs).find(([path]) => relative(outdir, path) === 'tui.mjs')![1];
    const imported = tuiOutput.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
    expect(imported.filter((path) => isBuiltin(path))).toEqual([]);
    const required = tuiOutput.imports.filter((i) => i.kind === 'require-call').map((i) => i.path);
    expect(required).toContain('node:fs');
    expect(required).toContain('node:process');
  });

  it('has Ink and React in tui.mjs only, with the TUI, and the bin loads the two bundles and nothing else of its own', () => {
    const tui = inputsOf('tui.mjs');
    expect(tui).toContain('src/tui/main.tsx');
    expect(tui.some((input) => input.includes('node_modules/ink/'))).toBe(true);
    expect(tui.some((input) => input.includes('node_modules/react/'))).toBe(true);
    expect(inputsOf('cli.cjs').filter((input) => UI_PACKAGE.test(input) || input.startsWith('src/tui/'))).toEqual([]);
    // The bin loads the two bundles (src/bin.ts) and nothing else but Node's modules.
    const cliOutput = Object.entries(meta.outputs).find(([path]) => relative(outdir, path) === 'cli.cjs')![1];
    expect(cliOutput.imports.filter((i) => !isBuiltin(i.path)).map((i) => [i.path, i.kind])).toEqual([
      ['./commands.cjs', 'require-call'],
      ['./tui.mjs', 'dynamic-import'],
    ]);
  });

  it('keeps each error class in commands.cjs alone: tui.mjs takes them from there', async () => {
    for (const shared of SHARED_MODULES) {
      expect(inputsOf('commands.cjs')).toContain(shared);
      expect(inputsOf('tui.mjs')).not.toContain(shared);
    }
    // One class in the process, whichever bundle throws: instanceof holds without brands.
    const { createRequire } = await import('node:module');
    const commands = createRequire(import.meta.url)(join(outdir, 'commands.cjs')) as {
      sharedModules: Record<string, Record<string, unknown>>;
    };
    const clientErrors = commands.sharedModules['src/client/errors.ts']!;
    expect(typeof clientErrors.VigilError).toBe('function');
    expect(Object.keys(commands.sharedModules).sort()).toEqual([...SHARED_MODULES].sort());
  });

  it('bundles the dispatcher and every plain command into commands.cjs, without Ink or React', () => {
    const inputs = inputsOf('commands.cjs');
    expect(inputs).toContain('src/cli/main.ts');
    // login, logout, whoami, api, test-sessions list/get, sandbox, incident-update, members remove
    const commands = inputs.filter((input) =>
      /^src\/commands\/[a-z-]+\/(login|logout|whoami|request|list|get|serve|update|remove)\.ts$/.test(input),
    );
    expect(commands.length).toBeGreaterThanOrEqual(9);
    expect(inputs.filter((input) => UI_PACKAGE.test(input))).toEqual([]);
    expect(inputs.filter((input) => input.startsWith('src/tui/'))).toEqual([]);
  });
});

describe('running plain commands', () => {
  const sandbox = useSandbox();

  /** Runs the built CLI, recording every file it reads; resolves with its exit code and those files. */
  async function runTraced(args: string[]): Promise<{ code: number; read: string[]; stderr: string }> {
    const hook = join(outdir, 'trace-reads.cjs');
    writeFileSync(
      hook,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source for the hook file; the template literal is the hook's own.
      "const fs = require('node:fs');\nconst readFileSync = fs.readFileSync;\nfs.readFileSync = function (path, ...rest) {\n  if (typeof path === 'string') process.stderr.write(`READ ${path}\\n`);\n  return readFileSync.call(this, path, ...rest);\n};\n",
    );
    const s = sandbox();
    const run = await runBinary(args, {
      cli: join(outdir, 'cli.cjs'),
      preload: hook,
      devNull: true,
      // VIGIL_CODE_CACHE: not the user's own cache directory.
      env: {
        VIGIL_API_KEY: s.apiKey,
        VIGIL_ACCOUNT_ID: s.accountId,
        VIGIL_BASE_URL: s.baseUrl,
        VIGIL_CODE_CACHE: 'off',
      },
    });
    const read = [...run.stderr.matchAll(/^READ (.+)$/gm)]
      .map((m) => m[1]!)
      .filter((path) => path.startsWith(outdir))
      .map((path) => relative(outdir, path));
    return { code: run.code, read, stderr: run.stderr.replace(/^READ .*\n/gm, '') };
  }

  for (const args of [
    ['api', '/v1/checks'],
    ['test-sessions', 'list'],
  ]) {
    it(`vigil ${args.join(' ')} never reads the TUI's bundle`, async () => {
      const run = await runTraced(args);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      // The recording is real: the bin read the commands' bundle through it.
      expect(run.read).toContain('commands.cjs');
      expect(run.read.filter((path) => path.startsWith('tui'))).toEqual([]);
    });
  }
});
