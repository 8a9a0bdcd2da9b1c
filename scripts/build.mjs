// Bundles the CLI into dist/ so a cold start reads a few files instead of hundreds of modules:
//  - dist/commands.cjs: the dispatcher (src/cli.ts) and every plain command, one CommonJS file,
//    which the bin runs as a script with V8's code cache (see src/bin.ts);
//  - dist/cli.cjs: the bin (src/bin.ts), one CommonJS file;
//  - dist/tui.js and dist/chunks/: the TUI (src/tui/main.tsx), which only the bin imports, with
//    import() when the TUI opens, so plain commands never load React or Ink (test/build/).
//
// `node scripts/build.mjs` builds dist/; tests import buildCli() to build elsewhere.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { chmodSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { speedPlugins } from './build-plugins.mjs';

/** What the three builds share. */
const common = {
  bundle: true,
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
  define: { 'process.env.NODE_ENV': '"production"' },
  // Ink imports React DevTools only when DEV=true; it is not installed and never needed here.
  external: ['react-devtools-core'],
  plugins: speedPlugins,
};

/** dist/commands.cjs: one file, no chunks; `require` comes from the bin's script wrapper. */
export const commandsOptions = {
  ...common,
  entryPoints: { commands: 'src/cli.ts' },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  // Keeping names costs a defineProperty per function and class at load (~3 ms of a plain
  // command's start, 44 KB): the commands' error classes name themselves, as zod's and undici's do.
  keepNames: false,
};

// Some bundled dependencies are CommonJS and call require(); give ES module output one.
const ESM_BANNER = `import { createRequire as __vigilCreateRequire } from 'node:module';\nconst require = __vigilCreateRequire(import.meta.url);`;

/** The bin's import('./tui/main.js') names the TUI's own build, dist/tui.js, at run time. */
const tuiFromBin = {
  name: 'tui-from-bin',
  setup(b) {
    b.onResolve({ filter: /^\.\/tui\/main\.js$/ }, (args) => (/[\\/]src[\\/]bin\.ts$/.test(args.importer) ? { path: './tui.js', external: true } : undefined));
  },
};

/** dist/cli.cjs: one file, so a plain command loads no other module than this one. */
export const binOptions = {
  ...common,
  entryPoints: { cli: 'src/bin.ts' },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  banner: { js: '#!/usr/bin/env node' },
  plugins: [tuiFromBin, ...common.plugins],
};

/** dist/tui.js and its chunks. */
export const tuiOptions = {
  ...common,
  entryPoints: { tui: 'src/tui/main.tsx' },
  splitting: true,
  format: 'esm',
  banner: { js: ESM_BANNER },
  chunkNames: 'chunks/[name]-[hash]',
};

/**
 * Builds the CLI into `outdir` (emptied first); `extra` is added to every build's options, e.g.
 * {metafile: true}. Returns the results and, with a metafile, one metafile of all three.
 */
export async function buildCli(outdir = 'dist', extra = {}) {
  rmSync(outdir, { recursive: true, force: true });
  const commands = await build({ ...commandsOptions, outdir, ...extra });
  // The bin names its code cache files after this, so a rebuilt bundle never meets old code.
  const commandsId = createHash('sha256').update(readFileSync(join(outdir, 'commands.cjs'))).digest('hex').slice(0, 16);
  const bin = await build({ ...binOptions, outdir, ...extra, define: { ...binOptions.define, __VIGIL_COMMANDS_ID__: JSON.stringify(commandsId) } });
  chmodSync(join(outdir, 'cli.cjs'), 0o755);
  const tui = await build({ ...tuiOptions, outdir, ...extra });
  const metas = [commands.metafile, bin.metafile, tui.metafile];
  const metafile = metas.every(Boolean)
    ? { inputs: Object.assign({}, ...metas.map((m) => m.inputs)), outputs: Object.assign({}, ...metas.map((m) => m.outputs)) }
    : undefined;
  return { commands, bin, tui, metafile, commandsId };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
