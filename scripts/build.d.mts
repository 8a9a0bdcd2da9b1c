// Types for scripts/build.mjs, for the tests that build the CLI themselves (test/build/).
import type { BuildOptions, BuildResult } from 'esbuild';

export declare const buildOptions: BuildOptions;
export declare function buildCli(outdir?: string, extra?: BuildOptions): Promise<BuildResult>;
