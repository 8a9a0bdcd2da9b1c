// Bundles the CLI into dist/ so a cold start reads a few files instead of hundreds of modules.
// The TUI is a separate chunk, loaded with import() only when the TUI opens, so plain commands
// never load React or Ink.
import { build } from 'esbuild';
import { rmSync, chmodSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  // __VIGIL_BIN__ tells src/cli.ts it is the program being run (tests import it instead).
  define: { 'process.env.NODE_ENV': '"production"', __VIGIL_BIN__: 'true' },
  // Some bundled dependencies are CommonJS and call require(); give them one.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __vigilCreateRequire } from 'node:module';\nconst require = __vigilCreateRequire(import.meta.url);",
  },
  chunkNames: 'chunks/[name]-[hash]',
  // Ink imports React DevTools only when DEV=true; it is not installed and never needed here.
  external: ['react-devtools-core'],
});
chmodSync('dist/cli.js', 0o755);
