// The `vigil` program, dist/cli.cjs (CommonJS: an ES module entry would make Node start its ES
// module loader first). It runs two bundles, each one CommonJS file run as a vm.Script with V8's
// code cache, since Node 20 caches no compiled code of its own and compiling zod, undici, Ink and
// React was the largest part of a start:
//  - dist/commands.cjs, the dispatcher and every plain command, always;
//  - dist/tui.cjs, the TUI, only when the dispatcher opens it: plain commands never load React
//    or Ink.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import type * as Dispatcher from './cli.js';
import type * as Tui from './tui/main.js';
import { homeDirectory } from './config/paths.js';
import { exitOnOldNode } from './startup/node-version.js';
import { codeCacheDir, codeCacheFile, commandKey, readCodeCache, writeCodeCache } from './startup/code-cache.js';
import { compileWasmWithBaselineOnlyAtFirstConnection, restoreDefaultFlags } from './v8-flags.js';

/** A hash of dist/commands.cjs and dist/tui.cjs, set by scripts/build.mjs: V8 itself checks only a source's length. */
declare const __VIGIL_BUILD_ID__: string;

/** The cache file for `bundle` in this run, or null when the cache is off. */
function cacheFor(bundle: string) {
  const dir = codeCacheDir(process.env, process.env.HOME || homeDirectory());
  return dir === null ? null : codeCacheFile(dir, __VIGIL_BUILD_ID__, bundle, commandKey(process.argv.slice(2)));
}

/** Runs dist/<bundle>.cjs and returns its exports. Throws (code MODULE_NOT_FOUND) if it is missing. */
function runBundle<Exports>(bundle: string): Exports {
  const path = join(__dirname, `${bundle}.cjs`);
  let source: string;
  try {
    // esbuild writes ASCII only (other characters escaped): latin1 reads it without UTF-8 decoding.
    source = readFileSync(path, 'latin1');
  } catch {
    throw Object.assign(new Error(`Cannot find module ${path}: run \`npm run build\` (npm install does it)`), {
      code: 'MODULE_NOT_FOUND',
    });
  }
  const cache = cacheFor(bundle);
  const cachedData = cache ? readCodeCache(cache) : undefined;
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new Script(wrapped, { filename: path, cachedData });
  if (cache && (!cachedData || script.cachedDataRejected)) {
    // Made at exit, so it holds every function the run used; under the flags V8 started with.
    // Only after a success: a typo must not leave a file behind for a command that is not one.
    // Whatever happens here stays here: the cache never changes what a run prints or returns.
    process.once('exit', (code) => {
      if (code !== 0) return;
      try {
        restoreDefaultFlags();
        writeCodeCache(cache, script.createCachedData());
      } catch {
        // The next start compiles again.
      }
    });
  }
  const module = { exports: {} as Exports };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  // The bundles require only Node's own modules and dist/vendor/: this file's require serves
  // (node:module's createRequire would load Node's ES module loader for nothing).
  run.call(module.exports, module.exports, require, module, path, dirname(path));
  return module.exports;
}

// First: an old Node gets one sentence, and no bundle is read (the imports above only define
// functions, and the bin is built for old Nodes' syntax).
exitOnOldNode();
compileWasmWithBaselineOnlyAtFirstConnection();
let dispatcher: typeof Dispatcher;
try {
  dispatcher = runBundle<typeof Dispatcher>('commands');
} catch (e) {
  process.stderr.write(`vigil: ${(e as Error).message}.\n`);
  process.exit(1);
}
void dispatcher.runAsProcess(async () => runBundle<typeof Tui>('tui'));
