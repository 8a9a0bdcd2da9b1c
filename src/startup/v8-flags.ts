// The V8 flags vigil changes while it runs, all here, since every one of them has a cost for the
// start-up. A flag changed before Node loads one of its internal modules makes Node compile that
// module from source instead of taking it from its built-in compile cache (the #! line once had
// --max-old-space-size: about 25 ms of every start). So flags are only changed late, once the
// code that needs them is loaded and compiled (Node's compile cache keeps code made under the
// flags of the moment, and V8 takes it back only under the same flags). Only the start-up code
// decides about flags: the bin (wasm, below) and the TUI's start (heap growth, once its first
// requests are sent).

/** node:v8 is loaded at the first flag change, not with the bin (help and usage errors change none). */
function setFlagsFromString(flag: string): void {
  process.getBuiltinModule('node:v8').setFlagsFromString(flag);
}

let baselineWasmOnly = false;

/**
 * undici compiles its HTTP parser (WebAssembly) at the first connection, and V8 then optimises it
 * again on background threads that a finished process waits for: ~100 ms of a cold `vigil api`.
 * The baseline compiler alone parses our few responses just as well. And compiled all at once
 * (on V8's worker threads too) rather than each function at its first call: the parser's main
 * function alone took 1.4 ms to compile in the middle of reading the first answer, the whole
 * module takes 1.9 ms instead of 0.8 + 1.7. Set as undici opens its first connection, once undici
 * and the Node internals it needs are loaded.
 */
function compileWasmWithBaselineOnly(): void {
  if (baselineWasmOnly) return;
  baselineWasmOnly = true;
  setFlagsFromString('--liftoff-only');
  setFlagsFromString('--no-wasm-lazy-compilation');
}

/** undici announces on this channel (node:diagnostics_channel) each connection it is about to open. */
const UNDICI_BEFORE_CONNECT = 'undici:client:beforeConnect';

/**
 * Called by the bin at start: the wasm flags above are then set at undici's first connection,
 * whoever made the pool (a command or the TUI), and the client knows nothing of V8 flags.
 * node:diagnostics_channel is one small module (~0.1 ms) that undici loads anyway.
 */
export function compileWasmWithBaselineOnlyAtFirstConnection(): void {
  process.getBuiltinModule('node:diagnostics_channel').subscribe(UNDICI_BEFORE_CONNECT, compileWasmWithBaselineOnly);
}

/**
 * After a full collection, the next one is due once the old space has grown by 35%. Measured
 * with `npm run bench -- --only=keys` (10,000 checks indexed, 1,000 sessions paged), side by side:
 * at 50% the peak RSS was 148.8-152.0 MB over three runs, at the 150 MB target's edge since the
 * Checks screen keeps every check; at 35% 143.5-146.4 MB, for +0.2-0.5 ms of CPU per keypress.
 * @internal exported for its unit test only
 */
export const HEAP_GROWING_PERCENT = 35;

/**
 * The young generation stays the size it has when this is set (V8 reads the factor each time it
 * would grow it). Left to grow, it doubled while 10,000 checks loaded, to 32 MB held for a few MB
 * in use: the TUI's peak RSS was 157-166 MB, at this factor 133-139 MB (6 interleaved runs,
 * 2026-11-28; on Node 24 and 26 it grew to 60-67 MB, peak RSS 198-213 MB, and stays at 8 MB
 * with the factor: 136-164 MB). The cost: a smaller young generation is collected more often
 * (66 instead of 16 times over 50 `j`, ~1.2 ms each), ~4 ms more CPU per `/` keystroke; frames
 * were made to allocate less for it (scripts/build-plugins.mjs, Ink's styled characters).
 * @internal exported for its unit test only
 */
export const SEMI_SPACE_GROWTH_FACTOR = 1;

/**
 * Left to itself V8 lets the old space grow to several times what is live before it collects:
 * with 10,000 checks loaded the TUI sat near 190 MB RSS with about 50 MB live, since every redraw
 * leaves whole frames of strings behind; and the young generation grows to its largest while the
 * checks load. V8 reads both factors as it goes, so they work when set late: the TUI sets them as
 * soon as its first requests are on their way (the young generation is then 8 MB), before their
 * answers are read. Node's internal modules loaded after a flag changes are compiled from source:
 * a few (os, child_process, worker_threads, perf_hooks) come later, measured at no cost to the
 * start (16 interleaved starts each, 137 checks).
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  setFlagsFromString(`--semi-space-growth-factor=${SEMI_SPACE_GROWTH_FACTOR}`);
}
