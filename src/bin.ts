// The `vigil` program, dist/cli.cjs: a small CommonJS file (an ES module entry would make Node
// start its ES module loader before it is needed), built for an old Node's syntax so that an old
// Node can say what it needs. It turns on Node's compile cache, then loads
//  - dist/commands.mjs, the dispatcher and every plain command, always (require() of an ES
//    module, synchronous since Node 22.12);
//  - dist/tui.mjs, the TUI, only when the dispatcher opens it: plain commands never load React
//    or Ink.
import type * as Dispatcher from './cli/main.js';
import { homeDirectory } from './config/paths.js';
import { codeCacheDir, enableCompileCacheIn } from './startup/compile-cache.js';
import { exitOnOldNode } from './startup/node-version.js';
import { compileWasmWithBaselineOnlyAtFirstConnection } from './startup/v8-flags.js';

// First: an old Node gets one sentence, and nothing else is loaded (the imports above only
// define functions).
exitOnOldNode();
enableCompileCacheIn(codeCacheDir(process.env, process.env.HOME || homeDirectory()));
compileWasmWithBaselineOnlyAtFirstConnection();
let dispatcher: typeof Dispatcher;
try {
  dispatcher = require('./commands.cjs') as typeof Dispatcher;
} catch (e) {
  if ((e as { code?: unknown }).code !== 'MODULE_NOT_FOUND') throw e;
  process.stderr.write(`vigil: ${__dirname}/commands.cjs is missing: run \`npm run build\` (npm install does it).\n`);
  process.exit(1);
}
// dist/tui.mjs is written by the build next to this file (TypeScript knows it as src/tui/main.tsx).
const loadTui = () => import('./tui.mjs' as string) as Promise<typeof import('./tui/main.js')>;
void dispatcher.runAsProcess(loadTui);
