// esbuild wraps each bundled CommonJS module, and each ES module something require()s, in a
// factory function that runs when the module is first needed. V8 compiles a function the first
// time it is called, unless it is written inside parentheses, and Node's compile cache
// (module.enableCompileCache) keeps only what V8 compiled with the file's top level. So every
// start of a plain command compiled its modules' factories afresh. Written as parenthesised
// function expressions, they are compiled with the top level and come from the cache.
// Measured on and off (`node bench/patches.mjs --variants=eager`, docs/performance.md): 3 ms of CPU
// of a cold `vigil api`, 4 ms of `vigil test-sessions list`. The TUI's start showed no gain: not
// applied there.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';

/** esbuild's two minified helpers: `__commonJS` and `__esm`, as `var h=(e,t)=>()=>...`. */
const HELPERS = [
  /^\((\w+),(\w+)\)=>\(\)=>\(\2\|\|\1\(\(\2=\{exports:\{\}\}\)\.exports,\2\),\2\.exports\)$/,
  /^\((\w+),(\w+)\)=>\(\)=>\(\1&&\(\2=\1\(\1=0\)\),\2\)$/,
];

/** Every node below `node`, not entering functions that have a `this` of their own. */
function* arrowScope(node) {
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!child || typeof child.type !== 'string') continue;
      yield child;
      if (child.type === 'FunctionExpression' || child.type === 'FunctionDeclaration' || child.type === 'ClassBody')
        continue;
      yield* arrowScope(child);
    }
  }
}

/** Would the arrow mean something else as a `function` (its own this, arguments, super, new.target)? */
function needsArrow(arrow) {
  for (const n of arrowScope(arrow.body)) {
    if (n.type === 'ThisExpression' || n.type === 'Super' || n.type === 'MetaProperty') return true;
    if (n.type === 'Identifier' && n.name === 'arguments') return true;
  }
  return false;
}

/**
 * `code` with each factory given to esbuild's helpers as `(function(e,t){...})` instead of
 * `(e,t)=>{...}`. Throws when there are none to rewrite: esbuild changed how it writes them.
 */
export function compileFactoriesEagerly(code, sourceType) {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType, allowHashBang: true });
  const helpers = new Set();
  const calls = [];
  // esbuild writes its helpers and the modules' wrappers outside any function.
  for (const n of arrowScope(ast)) {
    if (n.type === 'VariableDeclarator' && n.init && n.id.type === 'Identifier') {
      const text = code.slice(n.init.start, n.init.end);
      if (HELPERS.some((shape) => shape.test(text))) helpers.add(n.id.name);
    }
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.arguments.length === 1) calls.push(n);
  }
  const edits = [];
  for (const call of calls) {
    const f = call.arguments[0];
    if (!helpers.has(call.callee.name) || f.type !== 'ArrowFunctionExpression' || f.body.type !== 'BlockStatement')
      continue;
    if (needsArrow(f)) continue;
    const params = f.params.map((p) => code.slice(p.start, p.end)).join(',');
    edits.push({ from: f.start, to: f.body.start + 1, text: `(${f.async ? 'async ' : ''}function(${params}){` });
    edits.push({ from: f.body.end, to: f.body.end, text: ')' });
  }
  if (edits.length === 0) {
    throw new Error("no module factory of esbuild's found to compile eagerly; review scripts/eager-factories.mjs");
  }
  const parts = [];
  let at = 0;
  for (const e of edits.sort((a, b) => a.from - b.from)) {
    parts.push(code.slice(at, e.from), e.text);
    at = e.to;
  }
  parts.push(code.slice(at));
  return parts.join('');
}

/** The esbuild plugin: rewrites each entry's output file once the build has written it. */
export const eagerModuleFactories = {
  name: 'eager-module-factories',
  setup(b) {
    const o = b.initialOptions;
    if (o.write === false)
      throw new Error('eager-module-factories rewrites the files a build writes: leave `write` on');
    b.onEnd((result) => {
      if (result.errors.length > 0) return;
      const extension = o.outExtension?.['.js'] ?? '.js';
      for (const name of Object.keys(o.entryPoints)) {
        const file = join(o.outdir, `${name}${extension}`);
        const source = readFileSync(file, 'utf8');
        writeFileSync(file, compileFactoriesEagerly(source, o.format === 'esm' ? 'module' : 'script'));
      }
    });
  },
};
