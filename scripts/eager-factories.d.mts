// Types for scripts/eager-factories.mjs (used by test/build/).
import type { Plugin } from 'esbuild';

export declare function compileFactoriesEagerly(code: string, sourceType: 'script' | 'module'): string;
export declare const eagerModuleFactories: Plugin;
