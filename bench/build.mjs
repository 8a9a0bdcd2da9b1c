// Bundles the bench's TypeScript helpers (which import the sandbox, the client and the TUI from
// src/) into bench/.out/helpers/, so `node` runs them without a TypeScript loader. Dependencies stay
// external and load from node_modules, as they do for the tests.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export const ENTRIES = ['sandbox-child', 'paging', 'triage', 'history'];

export async function buildBench() {
  rmSync(`${here}.out/helpers`, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(ENTRIES.map((name) => [name, `${here}src/${name}.ts`])),
    outdir: `${here}.out/helpers`,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildBench();
