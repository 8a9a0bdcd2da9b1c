// Bundles the CLI into dist/ so a cold start reads a few files instead of hundreds of modules.
// The TUI is a separate chunk, loaded with import() only when the TUI opens, so plain commands
// never load React or Ink (test/build/ checks that).
//
// `node scripts/build.mjs` builds dist/; tests import buildCli() to build elsewhere.
import { build } from 'esbuild';
import { rmSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { speedPlugins } from './build-plugins.mjs';

export const buildOptions = {
  entryPoints: { cli: 'src/cli.ts' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  // Smaller files parse faster: about 15 ms off every cold start. Names are kept, since error
  // classes and components are known by them.
  minify: true,
  keepNames: true,
  // __VIGIL_BIN__ tells src/cli.ts it is the program being run (tests import it instead).
  define: { 'process.env.NODE_ENV': '"production"', __VIGIL_BIN__: 'true' },
  // Some bundled dependencies are CommonJS and call require(); give them one.
  banner: {
    js: `#!/usr/bin/env node\nimport { createRequire as __vigilCreateRequire } from 'node:module';\nconst require = __vigilCreateRequire(import.meta.url);`,
  },
  chunkNames: 'chunks/[name]-[hash]',
  // Ink imports React DevTools only when DEV=true; it is not installed and never needed here.
  external: ['react-devtools-core'],
  plugins: speedPlugins,
};

/** Builds the CLI into `outdir` (emptied first); `extra` overrides options, e.g. {metafile: true}. */
export async function buildCli(outdir = 'dist', extra = {}) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({ ...buildOptions, outdir, ...extra });
  chmodSync(join(outdir, 'cli.js'), 0o755);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
