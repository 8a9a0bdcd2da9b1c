// Bundles the CLI into dist/ so a cold start reads a few files instead of hundreds of modules:
//  - dist/commands.cjs: the dispatcher (src/cli.ts) and every plain command, one CommonJS file,
//    which the bin runs as a script with V8's code cache (see src/bin.ts);
//  - dist/cli.cjs: the bin (src/bin.ts), one CommonJS file;
//  - dist/tui.cjs: the TUI (src/tui/main.tsx), one CommonJS file, which the bin runs the same
//    way only when the TUI opens, so plain commands never load React or Ink (test/build/);
//  - dist/vendor/: what almost no command needs, kept out of commands.cjs (below).
//
// `node scripts/build.mjs` builds dist/; tests import buildCli() to build elsewhere.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { speedPlugins, withoutTopLevelAwait } from './build-plugins.mjs';

/** What the builds share. */
const common = {
  bundle: true,
  platform: 'node',
  target: 'node22.13',
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

/**
 * What commands.cjs and tui.cjs leave to files of their own in dist/vendor/, required when
 * needed: every start reads its whole bundle and takes it through V8's code cache (about 1 ms per
 * 100 KB), and these were 40% of commands.cjs for almost no command.
 *  - conf, with ajv (~200 KB): only `vigil login` and `logout` write the config file.
 *  - undici's HTTP parser in two builds, as base64 text (72 KB each): the one without SIMD is a
 *    fallback for old CPUs, taken as undici ships it; the SIMD one, which every request uses, is
 *    read as the binary it encodes (50 KB, and no base64 to decode).
 */
const VENDOR_DIR = 'vendor';
const UNDICI_H1 = /[\\/]node_modules[\\/]undici[\\/]lib[\\/]dispatcher[\\/]client-h1\.js$/;
const UNDICI_LLHTTP = join('node_modules', 'undici', 'lib', 'llhttp');
const SIMD_PARSER = 'llhttp_simd.wasm';

const keptApart = {
  name: 'kept-apart',
  setup(b) {
    b.onResolve({ filter: /^conf$/ }, () => ({ path: `./${VENDOR_DIR}/conf.cjs`, external: true }));
    b.onResolve({ filter: /^\.\.\/llhttp\/llhttp-wasm\.js$/ }, (args) =>
      UNDICI_H1.test(args.importer) ? { path: `./${VENDOR_DIR}/llhttp-wasm.js`, external: true } : undefined,
    );
    b.onResolve({ filter: /^\.\.\/llhttp\/llhttp_simd-wasm\.js$/ }, (args) =>
      UNDICI_H1.test(args.importer) ? { path: SIMD_PARSER, namespace: 'simd-parser' } : undefined,
    );
    // __dirname is dist/ (the bin runs its bundles with it).
    b.onLoad({ filter: /.*/, namespace: 'simd-parser' }, () => ({
      contents: `module.exports = require('node:fs').readFileSync(require('node:path').join(__dirname, ${JSON.stringify(`${VENDOR_DIR}/${SIMD_PARSER}`)}))`,
      loader: 'js',
    }));
  },
};

/** Writes dist/vendor/: conf as one CommonJS file, undici's two parsers as described above. */
async function buildVendor(outdir, extra) {
  const dir = join(outdir, VENDOR_DIR);
  // module.exports is the class itself: commands.cjs imports it as an ES module's default, and
  // Node's interop (which esbuild follows for a package of type module) takes module.exports.
  const conf = await build({
    ...common,
    plugins: [],
    stdin: {
      contents: "module.exports = require('conf').default;",
      resolveDir: process.cwd(),
      loader: 'js',
      sourcefile: 'vendor-conf.cjs',
    },
    format: 'cjs',
    outfile: join(dir, 'conf.cjs'),
    ...extra,
  });
  copyFileSync(join(UNDICI_LLHTTP, 'llhttp-wasm.js'), join(dir, 'llhttp-wasm.js'));
  const simd = createRequire(import.meta.url)(resolve(UNDICI_LLHTTP, 'llhttp_simd-wasm.js'));
  if (!Buffer.isBuffer(simd) || simd.subarray(0, 4).toString('latin1') !== '\0asm') {
    throw new Error(
      `${UNDICI_LLHTTP}/llhttp_simd-wasm.js no longer exports the parser's WebAssembly; review scripts/build.mjs`,
    );
  }
  writeFileSync(join(dir, SIMD_PARSER), simd);
  return conf;
}

/**
 * The bin runs commands.cjs and tui.cjs as vm.Scripts, where import() has no loader: on Node 20
 * it throws ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING (vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER
 * would give one, but Node 20.20 drops it from a script made from V8's code cache, and warns that
 * it is experimental). So esbuild writes every import() of these bundles as a require() (of a
 * module bundled in, Node's own, or dist/vendor/), and the build fails if one is left.
 */
const scriptBundle = {
  supported: { 'dynamic-import': false },
  metafile: true,
};

/**
 * Throws if an output of `result` still holds an import() (the bin could not run it; see
 * scriptBundle): esbuild's metafile lists every import an output keeps, with its kind.
 */
export function assertNoDynamicImport(result) {
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const left = output.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
    if (left.length > 0) {
      throw new Error(
        `${file} keeps import() of ${left.join(', ')}: the bin runs it as a vm.Script, where import() fails; require it instead`,
      );
    }
  }
}

/** dist/commands.cjs: one file, no chunks; `require` comes from the bin's script wrapper. */
export const commandsOptions = {
  ...common,
  ...scriptBundle,
  plugins: [keptApart, ...common.plugins],
  entryPoints: { commands: 'src/cli.ts' },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  // Keeping names costs a defineProperty per function and class at load (~3 ms of a plain
  // command's start, 44 KB): the commands' error classes name themselves, as zod's and undici's do.
  keepNames: false,
};

/** dist/cli.cjs: one file, so a plain command loads no other module than this one. */
export const binOptions = {
  ...common,
  entryPoints: { cli: 'src/bin.ts' },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  banner: { js: '#!/usr/bin/env node' },
  // An old Node must be able to parse the bin, since the bin is what tells its user to upgrade
  // (src/startup/node-version.ts).
  target: 'node14',
};

/**
 * dist/tui.cjs: one CommonJS file, like commands.cjs, so the bin runs it with V8's code cache
 * too (ES modules get none on Node 20: compiling Ink, React, zod and undici took about 100 ms of
 * every TUI start). `require` comes from the bin's script wrapper.
 */
export const tuiOptions = {
  ...common,
  ...scriptBundle,
  plugins: [keptApart, withoutTopLevelAwait, ...common.plugins],
  entryPoints: { tui: 'src/tui/main.tsx' },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
};

/**
 * Builds the CLI into `outdir` (emptied first); `extra` is added to every build's options, e.g.
 * {metafile: true}. Returns the results and, with a metafile, one metafile of them all.
 */
export async function buildCli(outdir = 'dist', extra = {}) {
  rmSync(outdir, { recursive: true, force: true });
  const commands = await build({ ...commandsOptions, outdir, ...extra, metafile: true });
  assertNoDynamicImport(commands);
  const vendor = await buildVendor(outdir, extra);
  const tui = await build({ ...tuiOptions, outdir, ...extra, metafile: true });
  assertNoDynamicImport(tui);
  // The bin names its code cache files after this, so a rebuilt bundle never meets old code.
  const hash = createHash('sha256');
  for (const name of ['commands.cjs', 'tui.cjs']) hash.update(readFileSync(join(outdir, name)));
  const buildId = hash.digest('hex').slice(0, 16);
  const bin = await build({
    ...binOptions,
    outdir,
    ...extra,
    define: { ...binOptions.define, __VIGIL_BUILD_ID__: JSON.stringify(buildId) },
  });
  chmodSync(join(outdir, 'cli.cjs'), 0o755);
  const metas = [commands.metafile, vendor.metafile, bin.metafile, tui.metafile];
  const metafile = metas.every(Boolean)
    ? {
        inputs: Object.assign({}, ...metas.map((m) => m.inputs)),
        outputs: Object.assign({}, ...metas.map((m) => m.outputs)),
      }
    : undefined;
  return { commands, bin, tui, metafile, buildId };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
