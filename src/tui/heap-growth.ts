// How fast V8 lets the TUI's heap grow. Left to itself V8 lets the old space grow to several
// times what is live before it collects: with 10,000 checks loaded the TUI sat near 190 MB RSS
// although about 50 MB were live, since every redraw leaves whole frames of strings behind.
import { setFlagsFromString } from 'node:v8';

/** After a full collection, the next one is due once the old space has grown by half. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets V8's heap growing factor for the rest of the process (V8 reads it at every full collection).
 * Called once Ink and React are loaded, never at start-up: a V8 flag changed before Node loads an
 * internal module makes that module skip its built-in compile cache (why the bin's #! line no
 * longer carries --max-old-space-size, which cost every start about 25 ms; npm run bench).
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
