// The factories of dist/commands.cjs written for V8 to compile with the file's top level
// (scripts/eager-factories.mjs): the same program, only compiled sooner.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { compileFactoriesEagerly, eagerModuleFactories } from '../../scripts/eager-factories.mjs';
import { DIST_CLI, TEST_NODE } from '../helpers/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'vigil-eager-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A CommonJS module and an ES module that is require()d: esbuild wraps each in a factory.
writeFileSync(
  join(dir, 'counter.cjs'),
  'exports.count = (exports.count || 0) + 1;\nexports.argc = function () { return arguments.length; };\n',
);
writeFileSync(join(dir, 'doubled.mjs'), 'export const doubled = [1, 2, 3].map((x) => x * 2);\n');
writeFileSync(
  join(dir, 'entry.cjs'),
  "const c = require('./counter.cjs');\nconst d = require('./doubled.mjs');\n" +
    'console.log(JSON.stringify({ count: c.count, argc: c.argc(1, 2, 3), doubled: d.doubled }));\n',
);

async function bundled(name: string, eager: boolean): Promise<string> {
  await build({
    entryPoints: { [name]: join(dir, 'entry.cjs') },
    outdir: dir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    minify: true,
    format: 'cjs',
    platform: 'node',
    logLevel: 'error',
    plugins: eager ? [eagerModuleFactories] : [],
  });
  return join(dir, `${name}.cjs`);
}

const run = (file: string) => execFileSync(TEST_NODE, [file], { encoding: 'utf8' });

describe('compileFactoriesEagerly', () => {
  it('writes each factory as a parenthesised function, and the bundle prints what it printed before', async () => {
    const plain = await bundled('plain', false);
    const eager = await bundled('eager', true);
    expect(readFileSync(plain, 'utf8')).not.toContain('(function(');
    expect(readFileSync(eager, 'utf8').match(/\(function\(/g)).toHaveLength(2);
    expect(run(eager)).toBe(run(plain));
    expect(JSON.parse(run(eager))).toEqual({ count: 1, argc: 3, doubled: [2, 4, 6] });
  });

  const helper = 'var j=(e,t)=>()=>(t||e((t={exports:{}}).exports,t),t.exports);';

  it('leaves an arrow that reads its own this or arguments, and rewrites one whose inner function does', () => {
    const code = `${helper}var a=j((e,t)=>{t.exports=this});var b=j((e,t)=>{t.exports=arguments});var c=j((e,t)=>{t.exports=function(){return this}});`;
    const out = compileFactoriesEagerly(code, 'script');
    expect(out).toContain('j((e,t)=>{t.exports=this})');
    expect(out).toContain('j((e,t)=>{t.exports=arguments})');
    expect(out).toContain('j((function(e,t){t.exports=function(){return this}}))');
  });

  it('keeps an async factory async (an ES module with a top-level await)', () => {
    const esm = 'var h=(e,t)=>()=>(e&&(t=e(e=0)),t);';
    const out = compileFactoriesEagerly(`${esm}var m=h(async()=>{await 1});`, 'script');
    expect(out).toContain('h((async function(){await 1}))');
  });

  it('fails the build when it finds no factory of the shape it knows', () => {
    expect(() => compileFactoriesEagerly('var j=(e)=>e;j(()=>{});', 'script')).toThrow(
      /review scripts\/eager-factories/,
    );
  });

  it('dist/commands.cjs is built with it: no factory is left to rewrite', () => {
    const built = readFileSync(join(DIST_CLI, '..', 'commands.cjs'), 'utf8');
    expect(built).toMatch(/\(function\(/);
    expect(() => compileFactoriesEagerly(built, 'script')).toThrow(/no module factory/);
  });
});
