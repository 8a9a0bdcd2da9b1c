// The bin runs commands.cjs and tui.cjs as vm.Scripts, where import() throws
// ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING on Node 20. The build writes every import() of those
// bundles as a require() and fails if one is left (scripts/build.mjs): checked here on a bundle
// made with the real options, on a bundle made without them, and on dist/ itself.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { build, type BuildOptions } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { assertNoDynamicImport, commandsOptions } from '../../scripts/build.mjs';
import { DIST_CLI } from '../helpers/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'vigil-dynamic-import-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ENTRY = `
export async function load() {
  const { readFile } = await import('node:fs/promises');
  const { inner } = await import('./inner.js');
  return [typeof readFile, inner];
}`;

/** Bundles ENTRY with the commands bundle's options, `without` some of them; returns the result. */
async function bundleEntry(without: string[] = []) {
  writeFileSync(join(dir, 'entry.ts'), ENTRY);
  writeFileSync(join(dir, 'inner.ts'), "export const inner = 'bundled';");
  const options: BuildOptions & Record<string, unknown> = {
    ...commandsOptions,
    plugins: [],
    entryPoints: [join(dir, 'entry.ts')],
    write: false,
    outdir: dir,
    logLevel: 'silent',
  };
  for (const name of without) delete options[name];
  return build(options as BuildOptions & { metafile: true; write: false });
}

/** Runs a CommonJS bundle as the bin does: a vm.Script wrapped as a module function. */
function runAsTheBinDoes(text: string): { load(): Promise<unknown> } {
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${text}\n})`, {
    filename: join(dir, 'bundle.cjs'),
  });
  const module = { exports: {} as { load(): Promise<unknown> } };
  (script.runInThisContext() as (...args: unknown[]) => void).call(
    module.exports,
    module.exports,
    createRequire(join(dir, 'x.cjs')),
    module,
    join(dir, 'bundle.cjs'),
    dir,
  );
  return module.exports;
}

describe('import() in the bundles the bin runs', () => {
  it('is written as require(), so it works inside the vm.Script', async () => {
    const result = await bundleEntry();
    expect(() => assertNoDynamicImport(result)).not.toThrow();
    const text = result.outputFiles![0]!.text;
    expect(text).not.toMatch(/\bimport\(/);
    await expect(runAsTheBinDoes(text).load()).resolves.toEqual(['function', 'bundled']);
  });

  it('fails the build when one is left (here: without the setting that rewrites them)', async () => {
    const result = await bundleEntry(['supported']);
    // What the bin would have met at run time.
    await expect(runAsTheBinDoes(result.outputFiles![0]!.text).load()).rejects.toMatchObject({
      code: 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING',
    });
    expect(() => assertNoDynamicImport(result)).toThrow(/keeps import\(\) of node:fs\/promises.*vm\.Script/);
  });

  it('is in neither built bundle', () => {
    for (const name of ['commands.cjs', 'tui.cjs']) {
      const text = readFileSync(join(dirname(DIST_CLI), name), 'latin1');
      // Outside strings too: a minified import( call is `import(` after an operator or a brace.
      expect(text.match(/[^\w$."'`]import\(/g) ?? [], name).toEqual([]);
    }
  });
});
