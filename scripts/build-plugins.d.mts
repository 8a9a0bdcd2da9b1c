// Types for scripts/build-plugins.mjs (used by test/build/).
import type { Plugin } from 'esbuild';

export declare const memoizeTextFunctions: Plugin;
export declare const icuDataOnFirstUse: Plugin;
export declare const http1Only: Plugin;
export declare const undiciNamesUsed: Plugin;
export declare const yogaWithoutFetch: Plugin;
export declare const speedPlugins: Plugin[];
