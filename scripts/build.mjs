// Bundles the CLI into dist/ so a cold start reads a few files instead of hundreds of modules:
//  - dist/cli.cjs: the bin (src/bin.ts), one small CommonJS file;
//  - dist/commands.cjs: the dispatcher (src/cli/main.ts) and every plain command, one CommonJS file;
//  - dist/tui.mjs: the TUI (src/tui/main.tsx), one ES module file, which the bin imports only
//    when the TUI opens, so plain commands never load React or Ink (test/build/); it takes the
//    error classes from commands.cjs (SHARED_MODULES);
//  - dist/vendor/: what almost no command needs, kept out of the rest (below).
//
// `node scripts/build.mjs` builds dist/; tests import buildCli() to build elsewhere.
import { build } from 'esbuild';
import { chmodSync, copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { speedPlugins } from './build-plugins.mjs';
import { eagerModuleFactories } from './eager-factories.mjs';

/** What the builds share. */
const common = {
  bundle: true,
  platform: 'node',
  target: 'node22.13',
  jsx: 'automatic',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  // Smaller files parse faster: about 15 ms off every cold start.
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  // Ink imports React DevTools only when DEV=true; it is not installed and never needed here.
  external: ['react-devtools-core'],
  plugins: speedPlugins,
};

/**
 * What the program's files leave to files of their own in dist/vendor/, required when
 * needed: every start reads its files whole and takes them through V8's code cache (about 1 ms per
 * 100 KB), and these were 40% of the commands' code for almost no command.
 *  - conf, with ajv (~200 KB): only `vigil login` and `logout` write the config file.
 *  - undici's HTTP parser in two builds, as base64 text (72 KB each): the one without SIMD is a
 *    fallback for old CPUs, taken as undici ships it; the SIMD one, which every request uses, is
 *    read as the binary it encodes (50 KB, and no base64 to decode).
 */
const VENDOR_DIR = 'vendor';
const UNDICI_H1 = /[\\/]node_modules[\\/]undici[\\/]lib[\\/]dispatcher[\\/]client-h1\.js$/;
const UNDICI_LLHTTP = join('node_modules', 'undici', 'lib', 'llhttp');
const SIMD_PARSER = 'llhttp_simd.wasm';
// .cjs: the package is of type module, so Node would load a .js copy as an ES module and the
// fallback would fail with "require is not defined" (UNDICI_NO_WASM_SIMD=1, CPUs without SIMD).
const PLAIN_PARSER = 'llhttp-wasm.cjs';

const keptApart = {
  name: 'kept-apart',
  setup(b) {
    // A CommonJS stand-in that requires the file where it is used: an external ES import would be
    // hoisted to the top of the chunk and load conf with every command.
    b.onResolve({ filter: /^conf$/ }, () => ({ path: 'conf', namespace: 'vendor-conf' }));
    b.onLoad({ filter: /.*/, namespace: 'vendor-conf' }, () => ({
      contents: `module.exports = require(${JSON.stringify(`./${VENDOR_DIR}/conf.cjs`)});`,
      loader: 'js',
    }));
    b.onResolve({ filter: /^\.\/vendor\/conf\.cjs$/ }, (args) => ({ path: args.path, external: true }));
    b.onResolve({ filter: /^\.\.\/llhttp\/llhttp-wasm\.js$/ }, (args) =>
      UNDICI_H1.test(args.importer) ? { path: `./${VENDOR_DIR}/${PLAIN_PARSER}`, external: true } : undefined,
    );
    b.onResolve({ filter: /^\.\.\/llhttp\/llhttp_simd-wasm\.js$/ }, (args) =>
      UNDICI_H1.test(args.importer) ? { path: SIMD_PARSER, namespace: 'simd-parser' } : undefined,
    );
    // __dirname is dist/ (for tui.mjs, ESM_PRELUDE below).
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
  copyFileSync(join(UNDICI_LLHTTP, 'llhttp-wasm.js'), join(dir, PLAIN_PARSER));
  const simd = createRequire(import.meta.url)(resolve(UNDICI_LLHTTP, 'llhttp_simd-wasm.js'));
  if (!Buffer.isBuffer(simd) || simd.subarray(0, 4).toString('latin1') !== '\0asm') {
    throw new Error(
      `${UNDICI_LLHTTP}/llhttp_simd-wasm.js no longer exports the parser's WebAssembly; review scripts/build.mjs`,
    );
  }
  writeFileSync(join(dir, SIMD_PARSER), simd);
  return conf;
}

/** dist/commands.cjs: the dispatcher and every plain command, one CommonJS file. */
export const commandsOptions = {
  ...common,
  plugins: [keptApart, ...common.plugins, eagerModuleFactories],
  entryPoints: { commands: 'src/cli/main.ts' },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  // import() of a module bundled in becomes a function call that runs it when the import() was,
  // so each command stays inside this one file, loaded lazily.
  supported: { 'dynamic-import': false },
  // Keeping names costs a defineProperty per function and class at load (~3 ms of a plain
  // command's start, 44 KB): the error classes name themselves, as zod's and undici's do.
  keepNames: false,
};

/**
 * The modules the TUI takes from dist/commands.cjs instead of bundling a copy: the error
 * classes, so that each exists once and `instanceof` holds for what the TUI throws at the
 * dispatcher (src/startup/shared-modules.ts lists them under these names).
 */
export const SHARED_MODULES = [
  'src/client/errors.ts',
  'src/client/connect-error.ts',
  'src/commands/errors.ts',
  'src/config/errors.ts',
];

const fromCommands = {
  name: 'shared-from-commands',
  setup(b) {
    const root = process.cwd();
    b.onResolve({ filter: /errors?\.js$/ }, async (args) => {
      if (args.pluginData?.real || !args.importer.startsWith(join(root, 'src'))) return undefined;
      const real = await b.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind: args.kind,
        importer: args.importer,
        pluginData: { real: true },
      });
      const name = relative(root, real.path).split(sep).join('/');
      return SHARED_MODULES.includes(name) ? { path: name, namespace: 'shared-module' } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'shared-module' }, (args) => ({
      contents: `module.exports = require('./commands.cjs').sharedModules[${JSON.stringify(args.path)}];`,
      loader: 'js',
    }));
    b.onResolve({ filter: /^\.\/commands\.cjs$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * React DevTools, which Ink imports only when DEV=true (for Ink's developers; not installed
 * here): required where Ink's devtools module runs, not imported at the top of tui.mjs, where an
 * ES module would fail to start without it.
 */
const devtoolsWhenAsked = {
  name: 'devtools-when-asked',
  setup(b) {
    b.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'react-devtools-core', namespace: 'devtools' }));
    b.onLoad({ filter: /.*/, namespace: 'devtools' }, () => ({
      contents: "module.exports = require('react-devtools-core');",
      loader: 'js',
    }));
  },
};

/**
 * Node's own modules, taken by the TUI's ES module through require() instead of import. Node
 * answers an ES import of one of its modules with a namespace of every export, read at once:
 * getters included, and several load more of Node (node:fs's `promises`, node:crypto's
 * `webcrypto` and its 17 modules, node:process's `report`, node:util's `parseArgs`...). Through
 * require() each export is read where it is used. Measured on the TUI's start (docs/performance.md).
 */
const builtinsThroughRequire = {
  name: 'builtins-through-require',
  setup(b) {
    b.onResolve({ filter: /^[a-z_]+(?:\/[a-z_]+)?$|^node:/ }, (args) => {
      if (args.kind !== 'import-statement' || !isBuiltin(args.path)) return undefined;
      const name = args.path.startsWith('node:') ? args.path : `node:${args.path}`;
      return { path: name, namespace: 'builtin-require' };
    });
    b.onLoad({ filter: /.*/, namespace: 'builtin-require' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/**
 * What the TUI's ES module starts with: the bundled CommonJS dependencies (React, undici) and the
 * shared modules call require() and read __dirname (undici's parser in dist/vendor/), which an
 * ES module has not. __dirname is dist/.
 */
const ESM_PRELUDE = `import { createRequire as __vigilCreateRequire } from 'node:module';
const require = __vigilCreateRequire(import.meta.url);
const __dirname = import.meta.dirname;`;

/**
 * dist/tui.mjs: the TUI, one ES module file (Ink's layout engine awaits its WebAssembly at the
 * top level, which only an ES module can), imported by the bin only when the TUI opens.
 */
export const tuiOptions = {
  ...common,
  plugins: [keptApart, fromCommands, devtoolsWhenAsked, builtinsThroughRequire, ...common.plugins],
  entryPoints: { tui: 'src/tui/main.tsx' },
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  banner: { js: ESM_PRELUDE },
  keepNames: false,
};

/** dist/cli.cjs: the bin, one small CommonJS file that loads the rest (src/bin.ts). */
export const binOptions = {
  ...common,
  plugins: [],
  entryPoints: { cli: 'src/bin.ts' },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  banner: { js: '#!/usr/bin/env node' },
  external: ['./commands.cjs', './tui.mjs'],
  // An old Node must be able to parse the bin, since the bin is what tells its user to upgrade
  // (src/startup/node-version.ts).
  target: 'node14',
};

/**
 * Builds the CLI into `outdir` (emptied first); `extra` is added to every build's options, e.g.
 * {metafile: true}; `without` names plugins to leave out and `plugins` adds some (bench only). Returns the results and, with a metafile, one metafile of them all.
 */
export async function buildCli(outdir = 'dist', extra = {}, { without = [], plugins = [] } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  // For the bench of the build-time patches (bench/patches.mjs): some left out, others added.
  const adjust = (options) => ({
    ...options,
    plugins: [...plugins, ...options.plugins.filter((p) => !without.includes(p.name))],
  });
  const commands = await build({ ...adjust(commandsOptions), outdir, ...extra });
  const tui = await build({ ...adjust(tuiOptions), outdir, ...extra });
  const vendor = await buildVendor(outdir, extra);
  const bin = await build({ ...binOptions, outdir, ...extra });
  chmodSync(join(outdir, 'cli.cjs'), 0o755);
  const metas = [commands.metafile, tui.metafile, vendor.metafile, bin.metafile];
  const metafile = metas.every(Boolean)
    ? {
        inputs: Object.assign({}, ...metas.map((m) => m.inputs)),
        outputs: Object.assign({}, ...metas.map((m) => m.outputs)),
      }
    : undefined;
  return { commands, tui, bin, metafile };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
