// The `vigil` program, dist/cli.cjs (CommonJS: an ES module entry would make Node start its ES
// module loader first). The dispatcher and every plain command are bundled apart as one
// CommonJS file, dist/commands.cjs, which this runs as a vm.Script with V8's code cache: Node 20
// caches no compiled code of its own, and compiling the bundle (zod, undici) was the largest
// part of a plain command's start. The TUI stays in ES module chunks (dist/tui.js) that only the
// loader below imports, so plain commands never load React or Ink.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import type * as Dispatcher from './cli.js';
import { homeDirectory } from './config/paths.js';
import { codeCacheDir, codeCacheFile, commandKey, readCodeCache, writeCodeCache } from './startup/code-cache.js';
import { restoreDefaultFlags } from './v8-flags.js';

/** A hash of dist/commands.cjs, set by scripts/build.mjs: V8 itself checks only a source's length. */
declare const __VIGIL_COMMANDS_ID__: string;

const bundlePath = join(__dirname, 'commands.cjs');

function loadDispatcher(): typeof Dispatcher {
  let source: string;
  try {
    // esbuild writes ASCII only (other characters escaped): latin1 reads it without UTF-8 decoding.
    source = readFileSync(bundlePath, 'latin1');
  } catch {
    process.stderr.write(`vigil: ${bundlePath} is missing: run \`npm run build\` (npm install does it).\n`);
    process.exit(1);
  }
  const dir = codeCacheDir(process.env, process.env.HOME || homeDirectory());
  const cache = dir === null ? null : codeCacheFile(dir, __VIGIL_COMMANDS_ID__, commandKey(process.argv.slice(2)));
  const cachedData = cache ? readCodeCache(cache) : undefined;
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new Script(wrapped, { filename: bundlePath, ...(cachedData ? { cachedData } : {}) });
  if (cache && (!cachedData || script.cachedDataRejected)) {
    // Made at exit, so it holds every function the command ran; under the flags V8 started with.
    // Only after a success: a typo must not leave a file behind for a command that is not one.
    process.once('exit', (code) => {
      if (code !== 0) return;
      restoreDefaultFlags();
      writeCodeCache(cache, script.createCachedData());
    });
  }
  const module = { exports: {} as typeof Dispatcher };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  // The bundle requires only Node's own modules: this file's require serves (node:module's
  // createRequire would load Node's ES module loader for nothing).
  run.call(module.exports, module.exports, require, module, bundlePath, dirname(bundlePath));
  return module.exports;
}

void loadDispatcher().runAsProcess(() => import('./tui/main.js'));
