import { build } from 'esbuild';
import { speedPlugins } from '../scripts/build-plugins.mjs';
for (const [name, src] of Object.entries({ sw: "export {default} from 'string-width'", eaw: "export * from 'get-east-asian-width'", ansi: "export {default} from 'strip-ansi'", fmt: "export * from './src/format/sessions.ts'", rgi: "export const r = /^\\p{RGI_Emoji}$/v;" })) {
  await build({ stdin: { contents: src, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', minify: true, outfile: `.tmpb/${name}.mjs`, plugins: speedPlugins, logLevel: 'error' });
}
