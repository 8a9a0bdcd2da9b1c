// Types for scripts/build.mjs, for the tests that build the CLI themselves (test/build/).
import type { BuildOptions, BuildResult, Metafile } from 'esbuild';

export declare const commandsOptions: BuildOptions;
export declare const binOptions: BuildOptions;
export declare const tuiOptions: BuildOptions;
export declare const SHARED_MODULES: string[];
export declare function buildCli(
  outdir?: string,
  extra?: BuildOptions,
): Promise<{
  commands: BuildResult;
  bin: BuildResult;
  tui: BuildResult;
  metafile: Metafile | undefined;
}>;
