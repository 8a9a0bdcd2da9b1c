// esbuild plugins that make the bundle start faster and draw frames with less work, without
// changing what any dependency computes. Each one is kept only while it buys 2 ms or more of a
// bench target, measured on and off side by side by `node bench/patches.mjs` (figures and the
// upstream issue each works around: docs/performance.md), and fails the build loudly if the
// dependency it adjusts no longer looks the way it expects.
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Our width module: Ink's string-width answers from it first (memoizeTextFunctions). */
const WIDTH_MODULE = fileURLToPath(new URL('../src/format/width.ts', import.meta.url));
const INK_BUILD_DIR = /[\\/]node_modules[\\/]ink[\\/]build[\\/]/;

/** The cache the memoized functions below share: `text -> result`, emptied when full. */
const MEMO_SOURCE = (max) => `
const cache = new Map();
function remember(text, compute) {
  let value = cache.get(text);
  if (value === undefined) {
    value = compute(text);
    if (cache.size >= ${max}) cache.clear();
    cache.set(text, value);
  }
  return value;
}`;

/**
 * What each memoized function must look like for a cache to give the same answers: a function of
 * one string (and, for the first two, an optional argument the wrapper passes through uncached).
 */
const MEMO_SHAPES = {
  'memo-string-width': [/^export default function stringWidth\((\w+), options = \{\}\) \{$/m],
  'memo-ansi-tokenize': [
    /^export \* from "\.\/tokenize\.js";$/m,
    /^export function tokenize\(str, endChar = Number\.POSITIVE_INFINITY\) \{$/m,
    // styledChars.js: a copy of the styles for each character, a diff between each two.
    /^export function styledCharsFromTokens\(tokens\) \{$/m,
    /^\s+codes = reduceAnsiCodesIncremental\(codes, \[token\]\);$/m,
    /^\s+styles: \[\.\.\.codes\],$/m,
    /^export function styledCharsToString\(chars\) \{$/m,
    /^\s+ret \+= ansiCodesToString\(diffAnsiCodes\(chars\[i - 1\]\.styles, char\.styles\)\);$/m,
  ],
  'memo-sanitize-ansi': [/^const sanitizeAnsi = \(text\) => \{$/m, /^export default sanitizeAnsi;$/m],
};

/** Throws unless the files of `path` (and, for ansi-tokenize, tokenize.js and styledChars.js) have the shape. */
function checkMemoShape(namespace, path) {
  let source = readFileSync(path, 'utf8');
  if (namespace === 'memo-ansi-tokenize')
    for (const file of ['tokenize.js', 'styledChars.js'])
      source += `\n${readFileSync(join(dirname(path), file), 'utf8')}`;
  if (!MEMO_SHAPES[namespace].every((shape) => shape.test(source))) {
    throw new Error(`${path} no longer looks like the function ${namespace} caches; review scripts/build-plugins.mjs`);
  }
}

/**
 * Ink redraws the whole screen on every keypress and measures and tokenizes every line again
 * (its caches live for one frame). These three pure functions of a string get a cache across
 * frames; the answers are the same, only not computed again. Measured over 200 keypresses on a
 * list of checks: string-width alone went from 18 to 12 ms of CPU per keypress.
 *  - string-width (Ink, wrap-ansi, cli-truncate, widest-line and src/format/width.ts): a number.
 *    Styled text that src/format/width.ts knows (styledWidth: ASCII, Latin letters, – …, CJK,
 *    single emoji, and those with combining marks) is measured there, as string-width would,
 *    without making its \p{RGI_Emoji} pattern (17-28 ms of CPU at the first check name with an
 *    en dash in the 10,000-check start, 2026-11-28) and without a cache entry per row.
 *  - @alcalzone/ansi-tokenize's tokenize (Ink's Output): an array its only caller never changes;
 *    arrays are big, so only the last 200 lines are kept (about two screens with and without the
 *    selection bar); keeping 1,000 held up to 30 MB more RSS after paging through 10,000 checks.
 *  - Ink's sanitizeAnsi (every text node, every frame): a string.
 * And ansi-tokenize's styled characters, which Ink's Output makes of each line and joins back into
 * strings several times per frame, are made once per tokenized line, with one styles array shared
 * by the characters between two escape codes (ansi-tokenize copies it for each character), and
 * joined without working out the change of styles between two characters that share one (it is
 * none), the change between two others worked out once per pair of styles arrays. Same strings;
 * a `j` on 10,000 checks allocated 4.7 MB before, 2.7 MB after (2026-11-28).
 * Guarded: each real function is checked for its shape (MEMO_SHAPES), and a build that bundles
 * Ink's output.js or squash-text-nodes.js must have wrapped what they import (else Ink moved an
 * import, and the cache would be lost unseen).
 */
export const memoizeTextFunctions = {
  name: 'memoize-text-functions',
  setup(b) {
    const wrapped = new Set();
    const inkImporters = new Set();
    b.onStart(() => {
      wrapped.clear();
      inkImporters.clear();
    });
    const wrap = (namespace, filter, accept = () => true) => {
      b.onResolve({ filter }, async (args) => {
        if (args.pluginData?.real || !accept(args)) return undefined;
        const real = await b.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: { real: true },
        });
        if (real.errors.length > 0) return { errors: real.errors };
        checkMemoShape(namespace, real.path);
        wrapped.add(namespace);
        return { path: real.path, namespace };
      });
    };
    wrap('memo-string-width', /^string-width$/);
    wrap('memo-ansi-tokenize', /^@alcalzone\/ansi-tokenize$/);
    wrap('memo-sanitize-ansi', /^\.\/sanitize-ansi\.js$/, (args) => INK_BUILD_DIR.test(args.importer));
    // Marks the Ink files whose imports are wrapped (returns nothing: they load as usual).
    b.onLoad({ filter: /[\\/]node_modules[\\/]ink[\\/]build[\\/](?:output|squash-text-nodes)\.js$/ }, (args) => {
      inkImporters.add(args.path.endsWith('output.js') ? 'output' : 'squash');
      return undefined;
    });
    b.onEnd((result) => {
      if (result.errors.length > 0) return undefined;
      const expected = [
        ...(inkImporters.has('output') ? ['memo-string-width', 'memo-ansi-tokenize'] : []),
        ...(inkImporters.has('squash') ? ['memo-sanitize-ansi'] : []),
      ];
      const missed = expected.filter((namespace) => !wrapped.has(namespace));
      if (missed.length === 0) return undefined;
      return {
        errors: [
          {
            text: `Ink is bundled but ${missed.join(', ')} never applied: Ink no longer imports what it caches; review scripts/build-plugins.mjs`,
          },
        ],
      };
    });

    const real = (args) => JSON.stringify(args.path);
    b.onLoad({ filter: /.*/, namespace: 'memo-string-width' }, (args) => ({
      resolveDir: dirname(args.path),
      contents: `import realWidth from ${real(args)};
import { styledWidth } from ${JSON.stringify(WIDTH_MODULE)};${MEMO_SOURCE(10_000)}
export default function stringWidth(text, options) {
  if (options !== undefined || typeof text !== 'string') return realWidth(text, options);
  return styledWidth(text) ?? remember(text, realWidth);
}`,
    }));
    b.onLoad({ filter: /.*/, namespace: 'memo-ansi-tokenize' }, (args) => ({
      resolveDir: dirname(args.path),
      contents: `import {
  tokenize as realTokenize,
  ansiCodesToString,
  diffAnsiCodes,
  reduceAnsiCodesIncremental,
} from ${real(args)};${MEMO_SOURCE(200)}
export * from ${real(args)};
export function tokenize(text, endChar) {
  if (endChar !== undefined) return realTokenize(text, endChar);
  return remember(text, realTokenize);
}
const charsOfTokens = new WeakMap();
export function styledCharsFromTokens(tokens) {
  let chars = charsOfTokens.get(tokens);
  if (chars === undefined) {
    chars = [];
    let codes = [];
    for (const token of tokens) {
      if (token.type === 'ansi') codes = reduceAnsiCodesIncremental(codes, [token]);
      else if (token.type === 'char') chars.push({ ...token, styles: codes });
    }
    charsOfTokens.set(tokens, chars);
  }
  return chars;
}
// The escape codes from one style to the next: none between the same styles or two unstyled ones,
// else worked out once for each two styles arrays (the same few, frame after frame).
const NONE = [];
const changes = new WeakMap();
function change(from, to) {
  if (from === to || (from.length === 0 && to.length === 0)) return '';
  const a = from.length === 0 ? NONE : from;
  const b = to.length === 0 ? NONE : to;
  let byTo = changes.get(a);
  if (byTo === undefined) changes.set(a, (byTo = new WeakMap()));
  let codes = byTo.get(b);
  if (codes === undefined) byTo.set(b, (codes = ansiCodesToString(diffAnsiCodes(a, b))));
  return codes;
}
export function styledCharsToString(chars) {
  // Joined once: adding each character to a string makes a new string object per character.
  const parts = [];
  let styles = NONE;
  for (const char of chars) {
    const codes = change(styles, char.styles);
    if (codes !== '') parts.push(codes);
    parts.push(char.value);
    styles = char.styles;
  }
  const end = change(styles, NONE);
  if (end !== '') parts.push(end);
  return parts.join('');
}`,
    }));
    b.onLoad({ filter: /.*/, namespace: 'memo-sanitize-ansi' }, (args) => ({
      resolveDir: dirname(args.path),
      contents: `import realSanitize from ${real(args)};${MEMO_SOURCE(5_000)}
export default function sanitizeAnsi(text) {
  return remember(text, realSanitize);
}`,
    }));
  },
};

/**
 * Two things load ICU data and cost a cold start about 13-15 ms each: the first Intl.Segmenter a
 * process makes, and parsing a regular expression with a Unicode property (`\\p{RGI_Emoji}`
 * above all, wherever it is written). string-width, slice-ansi and ansi-tokenize do both as
 * module constants, so every command that imported them paid, although string-width never
 * segments or tests printable ASCII. Here each is made at its first use instead: the same
 * segmenter options, the same pattern and flags, one object each, as before.
 */
const ICU_USERS =
  /[\\/]node_modules[\\/](?:string-width[\\/]index\.js|wrap-ansi[\\/]node_modules[\\/]string-width[\\/]index\.js|slice-ansi[\\/]tokenize-ansi\.js|@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]tokenize\.js)$/;

function withoutComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
}

/** `const x = new Intl.Segmenter(...)` becomes a stand-in whose segment() makes it once. */
function lazySegmenter(source, path) {
  const made = [...source.matchAll(/const (\w+) = new Intl\.Segmenter\(/g)];
  const code = withoutComments(source);
  // Any other method, or the segmenter handed on as a value, would miss the stand-in.
  const usedOnlyToSegment = made.every(([, name]) => {
    const otherUse = new RegExp(`\\b${name}\\.(?!segment\\()|[(,=]\\s*${name}\\b(?!\\.)|\\b${name}\\s*[),;]`);
    return code.includes(`${name}.segment(`) && !otherUse.test(code);
  });
  if (made.length !== 1 || !usedOnlyToSegment) {
    throw new Error(
      `${path} no longer makes one Intl.Segmenter used only through .segment(); review scripts/build-plugins.mjs`,
    );
  }
  return `${source.replace('new Intl.Segmenter(', '__vigilLazySegmenter(')}
function __vigilLazySegmenter(...options) {
  let segmenter;
  return { segment: (text) => (segmenter ??= new Intl.Segmenter(...options)).segment(text) };
}`;
}

/** `const x = /\\p{...}/v;` becomes a function that builds it once, called where x was used. */
function lazyPropertyRegexes(source, path) {
  const constants = [...source.matchAll(/^const (\w+) = \/((?:\\.|[^/\\\n])+)\/([a-z]*);$/gm)].filter(([, , body]) =>
    body.includes('\\p{'),
  );
  if (constants.length === 0)
    throw new Error(`${path} has no Unicode property regex constants any more; review scripts/build-plugins.mjs`);
  let contents = source;
  for (const [line, name, body, flags] of constants) {
    contents = contents.replace(line, '').replace(new RegExp(`\\b${name}\\b`, 'g'), `${name}__lazy()`);
    contents += `\nlet ${name}__made;\nfunction ${name}__lazy() { return (${name}__made ??= new RegExp(${JSON.stringify(body)}, ${JSON.stringify(flags)})); }`;
  }
  return contents;
}

export const icuDataOnFirstUse = {
  name: 'icu-data-on-first-use',
  setup(b) {
    b.onLoad({ filter: ICU_USERS, namespace: 'file' }, (args) => {
      let contents = lazySegmenter(readFileSync(args.path, 'utf8'), args.path);
      // string-width 8 (ours and Ink's); wrap-ansi's older copy has no such constants.
      if (!/wrap-ansi/.test(args.path) && /string-width/.test(args.path))
        contents = lazyPropertyRegexes(contents, args.path);
      return { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * Two trims of what undici loads with itself, for a client that speaks HTTP/1.1 only:
 *  - Its HTTP/2 client loads node:http2 (and with it tls and crypto, about 3 ms). It only runs
 *    when a server picks h2 in the TLS handshake, which undici offers only with `allowH2`, and
 *    vigil's pool never sets it (src/client/http.ts).
 *  - It loads node:http (about 2 ms) for a default header size limit and for one constructor
 *    check when destroying a stream: it gets Node's default of 16 KiB, and loads node:http at
 *    that check, the only place left that needs it.
 */
const UNDICI_LIB = /[\\/]node_modules[\\/]undici[\\/]lib[\\/]/;
const UNDICI_H2 = /[\\/]dispatcher[\\/]client-h2\.js$/;
const UNDICI_CLIENT = /[\\/]dispatcher[\\/]client\.js$/;
const UNDICI_UTIL = /[\\/]core[\\/]util\.js$/;

function replaceOnce(source, from, to, path) {
  if (source.split(from).length !== 2)
    throw new Error(`${path} no longer holds ${JSON.stringify(from)} once; review scripts/build-plugins.mjs`);
  return source.replace(from, to);
}

export const http1Only = {
  name: 'http1-only',
  setup(b) {
    b.onLoad(
      {
        filter: /[\\/]node_modules[\\/]undici[\\/]lib[\\/](?:dispatcher[\\/]client(?:-h2)?|core[\\/]util)\.js$/,
        namespace: 'file',
      },
      (args) => {
        if (!UNDICI_LIB.test(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (UNDICI_H2.test(args.path)) {
          if (!/^module\.exports = connectH2$/m.test(source)) {
            throw new Error(`${args.path} no longer exports connectH2 alone; review scripts/build-plugins.mjs`);
          }
          return {
            contents:
              "'use strict'\nmodule.exports = function connectH2 () { throw new Error('HTTP/2 is not built in: the pool must not set allowH2') }\n",
            loader: 'js',
          };
        }
        let contents = source;
        if (UNDICI_CLIENT.test(args.path)) {
          contents = replaceOnce(
            contents,
            "const http = require('node:http')",
            'const http = { maxHeaderSize: 16 * 1024 }',
            args.path,
          );
        }
        if (UNDICI_UTIL.test(args.path)) {
          contents = replaceOnce(contents, "const { IncomingMessage } = require('node:http')", '', args.path);
          contents = replaceOnce(
            contents,
            'Object.getPrototypeOf(stream).constructor === IncomingMessage',
            "Object.getPrototypeOf(stream).constructor === require('node:http').IncomingMessage",
            args.path,
          );
        }
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      },
    );
  },
};

/**
 * undici's index, its one public entry, requires as it loads every dispatcher, fetch, WebSocket,
 * EventSource, the caches and the mocks (about 250 KB in each bundle), although vigil imports
 * `Pool` and `ProxyAgent` alone (src/client/http.ts). For the bundles, `undici` is an entry that holds only the
 * public names vigil imports (UNDICI_NAMES_USED), each required from the file undici's own index
 * requires it from, as read from that index: a name the index no longer gets that way fails the
 * build, and so does an import of a value from `undici` not in the list (importedValues).
 */
export const UNDICI_NAMES_USED = ['Pool', 'ProxyAgent'];

/**
 * The names that call methods undici's index mixes into every dispatcher as it loads
 * (`Object.assign(Dispatcher.prototype, api)`): ProxyAgent opens its tunnel with `connect()`.
 * Their getter mixes the same methods in first, from the files the index takes them from.
 */
const UNDICI_NAMES_WITH_API = ['ProxyAgent'];

/** The values (not types) a source file imports from `undici` by name. */
function importedValues(source) {
  const names = [];
  for (const [, list] of source.matchAll(/^import (?!type )\{([^}]*)\} from 'undici';$/gm)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  if (/^import (?!type )(?!\{)[^;]*from 'undici';$/m.test(source)) names.push('(the whole module)');
  return names;
}

export const undiciNamesUsed = {
  name: 'undici-names-used',
  setup(b) {
    b.onResolve({ filter: /^undici$/ }, async (args) => {
      if (args.pluginData?.real) return undefined;
      const real = await b.resolve('undici', {
        resolveDir: args.resolveDir,
        kind: args.kind,
        importer: args.importer,
        pluginData: { real: true },
      });
      if (real.errors.length > 0) return { errors: real.errors };
      const source = isAbsolute(args.importer) ? readFileSync(args.importer, 'utf8') : '';
      const missing = importedValues(source).filter((n) => !UNDICI_NAMES_USED.includes(n));
      if (missing.length > 0) {
        return {
          errors: [{ text: `${args.importer} imports ${missing.join(', ')} from undici: add to UNDICI_NAMES_USED` }],
        };
      }
      return { path: real.path, namespace: 'undici-names-used' };
    });
    b.onLoad({ filter: /.*/, namespace: 'undici-names-used' }, (args) => {
      const index = readFileSync(args.path, 'utf8');
      const dispatcher = /^const Dispatcher = require\('(\.\/lib\/dispatcher\/dispatcher)'\)$/m.exec(index);
      const api = /^const api = require\('(\.\/lib\/api)'\)$/m.exec(index);
      if (!dispatcher || !api || !/^Object\.assign\(Dispatcher\.prototype, api\)$/m.test(index)) {
        throw new Error(
          `${args.path} no longer mixes its API into Dispatcher that way; review scripts/build-plugins.mjs`,
        );
      }
      const mixIn = `Object.assign(require(${JSON.stringify(dispatcher[1])}).prototype, require(${JSON.stringify(api[1])}));`;
      const lines = UNDICI_NAMES_USED.map((name) => {
        const from = new RegExp(`^const ${name} = require\\('(\\./lib/[\\w/-]+)'\\)$`, 'm').exec(index);
        if (!from || !new RegExp(`^module\\.exports\\.${name} = ${name}$`, 'm').test(index)) {
          throw new Error(`${args.path} no longer exports ${name} from one file; review scripts/build-plugins.mjs`);
        }
        // A getter: a name's files load when it is first used (ProxyAgent only behind a proxy).
        const load = `require(${JSON.stringify(from[1])})`;
        const get = UNDICI_NAMES_WITH_API.includes(name) ? `() => { mixInApi(); return ${load}; }` : `() => ${load}`;
        return `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: ${get} });`;
      });
      const mixInApi = `let mixedIn = false;\nfunction mixInApi() {\n  if (!mixedIn) ${mixIn}\n  mixedIn = true;\n}`;
      return { contents: [mixInApi, ...lines].join('\n'), loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * yoga-layout (Ink's layout engine) ships its WebAssembly inside its JavaScript as a base64 data:
 * URL, and its Emscripten loader reads that URL with `fetch` whenever `fetch` is a function. In
 * Node that first fetch() loads Node's own copy of undici (fetch, its streams and web types)
 * and percent-decodes 96 KB of text in JavaScript: 20-40 ms of every TUI start. With `fetch`
 * undefined in the loader's scope it takes its own other path, which decodes the same base64
 * to the same bytes. Nothing else in the file uses fetch.
 */
const YOGA_WASM_LOADER = /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/;

export const yogaWithoutFetch = {
  name: 'yoga-without-fetch',
  setup(b) {
    b.onLoad({ filter: YOGA_WASM_LOADER }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('"function"!=typeof fetch') || !source.includes('data:application/octet-stream;base64,')) {
        throw new Error(`${args.path} no longer reads an inlined wasm through fetch; review scripts/build-plugins.mjs`);
      }
      return { contents: `const fetch = undefined;\n${source}`, loader: 'js' };
    });
  },
};

export const speedPlugins = [icuDataOnFirstUse, http1Only, undiciNamesUsed, memoizeTextFunctions, yogaWithoutFetch];
