// The `vigil` program from source (`npm run dev -- <args>`): the dispatcher and the TUI as
// modules, without the bin's bundles, code cache or V8 flags (src/bin.ts). Needs loader.mjs.
const { runAsProcess } = await import('../../src/cli/main.js');
await runAsProcess(() => import('../../src/tui/main.js'));
