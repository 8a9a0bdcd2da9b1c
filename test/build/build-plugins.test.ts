// The build's speed plugins (scripts/build-plugins.mjs) must change how fast things run, never
// what they compute: each is bundled here on its own and compared with the unbundled package.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import realStringWidth from 'string-width';
import {
  tokenize as realTokenize,
  styledCharsFromTokens as realStyledChars,
  styledCharsToString as realStyledString,
  type StyledChar,
} from '@alcalzone/ansi-tokenize';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  http1Only,
  icuDataOnFirstUse,
  memoizeTextFunctions,
  undiciNamesUsed,
  yogaWithoutFetch,
} from '../../scripts/build-plugins.mjs';

const dir = mkdtempSync(join(tmpdir(), 'vigil-plugins-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
/** Bundles `source` (resolved from the project root) with `plugins`, imports it, and keeps its text. */
async function bundle<T>(source: string, plugins: Plugin[]): Promise<T & { bundleText: string }> {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
    external: ['react-devtools-core'],
    plugins,
  });
  const file = join(dir, `bundle-${count++}.mjs`);
  const text = result.outputFiles[0]!.text;
  writeFileSync(file, text);
  return { ...((await import(pathToFileURL(file).href)) as T), bundleText: text };
}

const SAMPLES = [
  '',
  'plain ASCII check name',
  '日本語ログインフロー 検証',
  '🚀 Deploy smoke 🔥 prod',
  '👩‍👩‍👧 family, 1️⃣ keycap',
  'e\u0301 combining, \u200b zero width',
  '결제 API 상태 확인',
  '\u001b[31mred\u001b[39m and \u001b[1mbold\u001b[22m',
  '\u001b[2J\u001b[H cursor games \u001b]8;;https://example.com\u0007link\u001b]8;;\u0007',
];

describe('memoizeTextFunctions', () => {
  it('gives the same widths and tokens as string-width and ansi-tokenize, and caches them', async () => {
    const m = await bundle<{ width: typeof realStringWidth; tokenize: typeof realTokenize }>(
      "export { default as width } from 'string-width'; export { tokenize } from '@alcalzone/ansi-tokenize';",
      [memoizeTextFunctions],
    );
    for (const text of SAMPLES) {
      for (let round = 0; round < 2; round++) {
        expect(m.width(text)).toBe(realStringWidth(text));
        expect(m.tokenize(text)).toEqual(realTokenize(text));
      }
      expect(m.width(text, { countAnsiEscapeCodes: true })).toBe(realStringWidth(text, { countAnsiEscapeCodes: true }));
      // The second call hands back the first answer itself: the cache is in the bundle.
      expect(m.tokenize(text)).toBe(m.tokenize(text));
    }
  });

  it("gives the same text as Ink's sanitizeAnsi, through Ink's own squashTextNodes", async () => {
    type Squash = (node: unknown) => string;
    // Ink's package exports hide its build files, so the file is named by its path.
    const squashSource = `export { default } from ${JSON.stringify(join(process.cwd(), 'node_modules/ink/build/squash-text-nodes.js'))};`;
    const memo = await bundle<{ default: Squash }>(squashSource, [memoizeTextFunctions]);
    const plain = await bundle<{ default: Squash }>(squashSource, []);
    // The plugin did wrap it (the name of its cache helper is in one bundle, not the other).
    expect(memo.bundleText).toContain('remember(');
    expect(plain.bundleText).not.toContain('remember(');
    for (const text of SAMPLES) {
      const node = { childNodes: [{ nodeName: '#text', nodeValue: text }] };
      expect(memo.default(node)).toBe(plain.default(node));
      expect(memo.default(node)).toBe(plain.default(node));
    }
  });
});

describe('icuDataOnFirstUse', () => {
  it('makes no Intl.Segmenter and no Unicode property regex on import, and measures and tokenizes as the packages do', async () => {
    const RealSegmenter = Intl.Segmenter;
    let made = 0;
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    intl.Segmenter = class extends RealSegmenter {
      constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
        super(...args);
        made++;
      }
    };
    try {
      const m = await bundle<{ width: typeof realStringWidth; tokenize: typeof realTokenize }>(
        "export { default as width } from 'string-width'; export { tokenize } from '@alcalzone/ansi-tokenize';",
        [icuDataOnFirstUse],
      );
      expect(m.bundleText).toContain('__vigilLazySegmenter(');
      // No regex literal with a Unicode property is left to parse at import.
      expect(m.bundleText).not.toMatch(/\/[^/\n]*\\p\{[^/\n]*\/[a-z]*/);
      expect(made).toBe(0);
      expect(m.width('plain ASCII')).toBe(11);
      expect(made).toBe(0);
      for (const text of SAMPLES) {
        expect(m.width(text)).toBe(realStringWidth(text));
        expect(m.tokenize(text)).toEqual(realTokenize(text));
      }
      // One each for string-width and ansi-tokenize, made at their first use and kept.
      expect(made).toBe(2);
    } finally {
      intl.Segmenter = RealSegmenter;
    }
  });
});

describe('http1Only', () => {
  it("leaves out undici's HTTP/2 client and its load of node:http, and a pool as vigil makes it still answers", async () => {
    const server = createServer((_req, res) => res.end('pong'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const source = `import { createPool } from './src/client/http.ts';
         import { dispatchRequest } from './src/client/dispatch.ts';
         export async function get(origin) {
           const pool = createPool(origin);
           const res = await dispatchRequest(pool, { method: 'GET', path: '/', headers: {}, body: null, signal: new AbortController().signal });
           await pool.close();
           return res.body;
         }`;
      const m = await bundle<{ get: (origin: string) => Promise<string> }>(source, [http1Only, undiciNamesUsed]);
      expect(m.bundleText).not.toContain('node:http2');
      // node:http is required only where a stream is destroyed, not when undici loads.
      expect(m.bundleText.match(/require\("node:http"\)(?!\.IncomingMessage)/g)).toBeNull();
      const plain = (await bundle(source, [undiciNamesUsed])).bundleText;
      expect(plain).toContain('node:http2');
      expect(plain.match(/require\("node:http"\)(?!\.IncomingMessage)/g)?.length).toBeGreaterThan(0);
      expect(await m.get(`http://127.0.0.1:${port}`)).toBe('pong');
    } finally {
      server.close();
    }
  });
});

describe('yogaWithoutFetch', () => {
  it('loads yoga without calling fetch, and yoga lays out a node as it does unbundled', async () => {
    const source = `import Yoga from 'yoga-layout';
      export function layout() {
        const root = Yoga.Node.create();
        root.setWidth(80);
        root.setFlexDirection(Yoga.FLEX_DIRECTION_ROW);
        const child = Yoga.Node.create();
        child.setFlexGrow(1);
        root.insertChild(child, 0);
        root.calculateLayout(undefined, undefined, Yoga.DIRECTION_LTR);
        return [child.getComputedWidth(), root.getComputedWidth()];
      }`;
    const calls: unknown[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((...args: unknown[]) => {
      calls.push(args[0]);
      return realFetch(...(args as Parameters<typeof fetch>));
    }) as typeof fetch;
    try {
      const patched = await bundle<{ layout: () => number[] }>(source, [yogaWithoutFetch]);
      expect(patched.layout()).toEqual([80, 80]);
      expect(calls).toEqual([]);
      // Unpatched, yoga reads its own data: URL through fetch (what the patch takes away).
      const plain = await bundle<{ layout: () => number[] }>(source, []);
      expect(plain.layout()).toEqual([80, 80]);
      expect(String(calls[0])).toMatch(/^data:application\/octet-stream;base64,/);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('undiciNamesUsed', () => {
  const client = `import { createPool } from './src/client/http.ts';
    export const pool = (origin) => createPool(origin);`;

  it("gives the client undici's own Pool class without the rest of undici's index", async () => {
    const m = await bundle<{ pool: (origin: string) => { close: () => Promise<void> } }>(client, [undiciNamesUsed]);
    const pool = m.pool('http://127.0.0.1:1');
    expect(typeof (pool as unknown as { dispatch?: unknown }).dispatch).toBe('function');
    await pool.close();
    expect(m.bundleText).not.toContain('WebSocketStream');
    expect(m.bundleText).not.toContain('SqliteCacheStore');
    const whole = (await bundle(client, [])).bundleText;
    expect(whole).toContain('WebSocketStream');
    expect(whole.length - m.bundleText.length).toBeGreaterThan(200_000);
  });

  it('fails the build when a source file imports a name from undici that is not listed', async () => {
    const file = join(dir, 'imports-fetch.ts');
    writeFileSync(file, "import { fetch } from 'undici';\nexport const f = fetch;\n");
    await expect(
      build({
        entryPoints: [file],
        bundle: true,
        platform: 'node',
        write: false,
        logLevel: 'silent',
        nodePaths: [join(process.cwd(), 'node_modules')],
        plugins: [undiciNamesUsed],
      }),
    ).rejects.toThrow(/imports fetch from undici: add to UNDICI_NAMES_USED/);
  });
});

describe("memoizeTextFunctions: ansi-tokenize's styled characters", () => {
  interface Styled {
    tokenize: typeof realTokenize;
    styledCharsFromTokens: typeof realStyledChars;
    styledCharsToString: typeof realStyledString;
  }
  const memo = bundle<Styled>(
    "export { tokenize, styledCharsFromTokens, styledCharsToString } from '@alcalzone/ansi-tokenize';",
    [memoizeTextFunctions],
  );
  // Text with the escape codes Ink writes: colours (16, 256, RGB), bold and dim (which share
  // an end code), inverse, underline, their ends, full resets and links.
  const codes = [
    '\u001b[31m',
    '\u001b[39m',
    '\u001b[1m',
    '\u001b[2m',
    '\u001b[22m',
    '\u001b[7m',
    '\u001b[27m',
    '\u001b[4m',
    '\u001b[24m',
    '\u001b[0m',
    '\u001b[38;5;208m',
    '\u001b[48;2;10;20;30m',
    '\u001b[49m',
    '\u001b]8;;https://example.com\u0007',
    '\u001b]8;;\u0007',
  ];
  const styledText = fc
    .array(fc.oneof(fc.constantFrom(...codes), fc.string({ maxLength: 6 }), fc.constantFrom('日本', '–…', 'é')), {
      maxLength: 14,
    })
    .map((parts) => parts.join(''));
  const plain = (chars: StyledChar[]) => chars.map((c) => ({ value: c.value, styles: c.styles.map((s) => s.code) }));

  it('gives the characters and strings ansi-tokenize gives, for lines and for cells taken from several lines', async () => {
    const m = await memo;
    fc.assert(
      fc.property(styledText, styledText, fc.nat(), fc.nat(), (a, b, cut, take) => {
        const mine = [m.styledCharsFromTokens(m.tokenize(a)), m.styledCharsFromTokens(m.tokenize(b))];
        const real = [realStyledChars(realTokenize(a)), realStyledChars(realTokenize(b))];
        expect(mine.map(plain)).toEqual(real.map(plain));
        expect(m.styledCharsToString(mine[0]!)).toBe(realStyledString(real[0]!));
        // Ink's Output puts cells of several lines (and unstyled blanks) in one row, then joins it.
        const row = (chars: StyledChar[][]) => {
          const first = chars[0]!.slice(0, cut % (chars[0]!.length + 1));
          const blank: StyledChar = { type: 'char', value: ' ', fullWidth: false, styles: [] };
          return [...first, blank, ...chars[1]!.slice(take % (chars[1]!.length + 1))];
        };
        expect(m.styledCharsToString(row(mine))).toBe(realStyledString(row(real)));
      }),
      { numRuns: 2_000 },
    );
  });

  it('makes the characters of a line once, sharing one styles array between two codes', async () => {
    const m = await memo;
    const tokens = m.tokenize('\u001b[31mred\u001b[1m bold red\u001b[0m');
    const chars = m.styledCharsFromTokens(tokens);
    expect(m.styledCharsFromTokens(tokens)).toBe(chars);
    expect(chars[0]!.styles).toBe(chars[2]!.styles);
    expect(chars[3]!.styles).not.toBe(chars[2]!.styles);
  });
});

describe('the guards of memoizeTextFunctions', () => {
  const root = mkdtempSync(join(tmpdir(), 'vigil-plugin-guards-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  let fixtures = 0;

  /** A folder with the given files (paths under it) to resolve from. */
  function packages(files: Record<string, string>): string {
    const dir = join(root, `case-${fixtures++}`);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }
  const bundleFrom = (dir: string, source: string, plugins: Plugin[]) =>
    build({
      stdin: { contents: source, resolveDir: dir, loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      write: false,
      logLevel: 'silent',
      plugins,
    });

  it('memoizeTextFunctions fails when string-width takes something else than (text, options)', async () => {
    const dir = packages({
      'node_modules/string-width/package.json': '{"name":"string-width","type":"module","exports":"./index.js"}',
      'node_modules/string-width/index.js':
        'export default function stringWidth(string, ambiguousIsNarrow, cjk) { return string.length; }\n',
    });
    await expect(bundleFrom(dir, "export { default } from 'string-width';", [memoizeTextFunctions])).rejects.toThrow(
      /no longer looks like the function memo-string-width caches/,
    );
  });

  it('memoizeTextFunctions fails when Ink no longer imports ./sanitize-ansi.js', async () => {
    const dir = packages({
      'node_modules/ink/package.json': '{"name":"ink","type":"module"}',
      'node_modules/ink/build/squash-text-nodes.js':
        "import sanitizeAnsi from './sanitize/index.js';\nexport default (t) => sanitizeAnsi(t);\n",
      'node_modules/ink/build/sanitize/index.js':
        'const sanitizeAnsi = (text) => {\n  return text;\n};\nexport default sanitizeAnsi;\n',
    });
    await expect(
      bundleFrom(dir, "export { default } from './node_modules/ink/build/squash-text-nodes.js';", [
        memoizeTextFunctions,
      ]),
    ).rejects.toThrow(/Ink is bundled but memo-sanitize-ansi never applied/);
  });

  it('memoizeTextFunctions fails when sanitizeAnsi takes more than the text', async () => {
    const dir = packages({
      'node_modules/ink/package.json': '{"name":"ink","type":"module"}',
      'node_modules/ink/build/squash-text-nodes.js':
        "import sanitizeAnsi from './sanitize-ansi.js';\nexport default (t) => sanitizeAnsi(t);\n",
      'node_modules/ink/build/sanitize-ansi.js':
        'const sanitizeAnsi = (text, keepLinks) => {\n  return text;\n};\nexport default sanitizeAnsi;\n',
    });
    await expect(
      bundleFrom(dir, "export { default } from './node_modules/ink/build/squash-text-nodes.js';", [
        memoizeTextFunctions,
      ]),
    ).rejects.toThrow(/no longer looks like the function memo-sanitize-ansi caches/);
  });
});
