import { build } from 'esbuild';
import { cpSync, rmSync, readFileSync, chmodSync } from 'node:fs';
import { commandsOptions, binOptions } from '../scripts/build.mjs';
const [out, mode] = process.argv.slice(2);
rmSync(out, { recursive: true, force: true });
cpSync('dist', out, { recursive: true });
if (mode.includes('nokeep')) {
  await build({ ...commandsOptions, keepNames: false, outdir: out });
}
const id = readFileSync('dist/cli.js', 'utf8').match(/"([0-9a-f]{16})"/)[1];
const newId = mode.includes('nokeep') ? 'ffff' + id.slice(4) : id;
if (mode.includes('cjs')) {
  const { banner, ...rest } = binOptions;
  await build({ ...rest, format: 'cjs', outExtension: { '.js': '.cjs' }, banner: { js: '#!/usr/bin/env node' }, outdir: out, define: { ...binOptions.define, __VIGIL_COMMANDS_ID__: JSON.stringify(newId) } });
  chmodSync(out + '/cli.cjs', 0o755);
} else {
  await build({ ...binOptions, outdir: out, define: { ...binOptions.define, __VIGIL_COMMANDS_ID__: JSON.stringify(newId) } });
}
