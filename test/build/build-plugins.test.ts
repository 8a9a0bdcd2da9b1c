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
import { tokenize as realTokenize } from '@alcalzone/ansi-tokenize';
import { z as realZ } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assertOnFailure,
  http1Only,
  icuDataOnFirstUse,
  memoizeTextFunctions,
  yogaWithoutFetch,
  zodEnglishOnly,
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

describe('zodEnglishOnly', () => {
  it('keeps only the English locale and the same messages', async () => {
    const m = await bundle<{ locales: string[]; message: string | undefined }>(
      "import { z } from 'zod'; export const locales = Object.keys(z.locales); export const message = z.object({ n: z.number() }).safeParse({ n: 'x' }).error?.issues[0]?.message;",
      [zodEnglishOnly],
    );
    expect(m.locales).toEqual(['en']);
    expect(m.message).toBe(realZ.object({ n: realZ.number() }).safeParse({ n: 'x' }).error?.issues[0]?.message);
    expect(m.message).toMatch(/expected number/i);
  });
});

describe('yogaWithoutFetch', () => {
  it('lays out a node without ever calling fetch', async () => {
    const original = globalThis.fetch;
    const calls: unknown[] = [];
    globalThis.fetch = ((...args: unknown[]) => {
      calls.push(args);
      return original(...(args as Parameters<typeof fetch>));
    }) as typeof fetch;
    try {
      const m = await bundle<{ width: number }>(
        "import Yoga from 'yoga-layout'; const node = Yoga.Node.create(); node.setWidth(42); node.calculateLayout(); export const width = node.getComputedWidth();",
        [yogaWithoutFetch],
      );
      expect(m.width).toBe(42);
      expect(calls).toEqual([]);
    } finally {
      globalThis.fetch = original;
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
      const m = await bundle<{ get: (origin: string) => Promise<string> }>(source, [http1Only]);
      expect(m.bundleText).not.toContain('node:http2');
      // node:http is required only where a stream is destroyed, not when undici loads.
      expect(m.bundleText.match(/require\("node:http"\)(?!\.IncomingMessage)/g)).toBeNull();
      const plain = (await bundle(source, [])).bundleText;
      expect(plain).toContain('node:http2');
      expect(plain.match(/require\("node:http"\)(?!\.IncomingMessage)/g)?.length).toBeGreaterThan(0);
      expect(await m.get(`http://127.0.0.1:${port}`)).toBe('pong');
    } finally {
      server.close();
    }
  });
});

describe('assertOnFailure', () => {
  it("gives undici an assert that loads node:assert only to fail, and undici's code still works", async () => {
    // undici's own util, whose assert checks the arguments of a header parser.
    const source = `import util from './node_modules/undici/lib/core/util.js';
       export const headerNameToString = util.headerNameToString;
       export const parseHeaders = util.parseHeaders;`;
    const m = await bundle<{ parseHeaders: (headers: unknown[]) => Record<string, string> }>(source, [assertOnFailure]);
    // The real node:assert is required inside the replacement only, never where a module loads.
    expect(m.bundleText.match(/require\("node:assert"\)/g)).toHaveLength(1);
    expect(m.bundleText).toMatch(/if \(!value\)\s*(?:__)?require\("node:assert"\)\(value, message\)/);
    const plain = (await bundle(source, [])).bundleText;
    expect(plain).toMatch(/__require\("node:assert"\)|require\("node:assert"\)/);
    expect(m.parseHeaders([Buffer.from('a'), Buffer.from('1')])).toEqual({ a: '1' });
  });

  it('throws the AssertionError node:assert throws when a check fails', async () => {
    // A file placed among undici's, so the plugin gives it the replacement too.
    const m = await bundle<{ check: (value: unknown) => void }>("export { check } from 'virtual-undici-check';", [
      {
        name: 'virtual-undici-check',
        setup(b) {
          b.onResolve({ filter: /^virtual-undici-check$/ }, () => ({
            path: join(process.cwd(), 'node_modules/undici/lib/virtual-check.js'),
          }));
          b.onLoad({ filter: /virtual-check\.js$/ }, () => ({
            contents:
              "const assert = require('node:assert')\nexports.check = (value) => assert(value, 'the value is missing')\n",
            loader: 'js',
            resolveDir: join(process.cwd(), 'node_modules/undici/lib'),
          }));
        },
      },
      assertOnFailure,
    ]);
    expect(() => m.check(1)).not.toThrow();
    expect(() => m.check(0)).toThrow(
      expect.objectContaining({ name: 'AssertionError', code: 'ERR_ASSERTION', message: 'the value is missing' }),
    );
  });
});

// Each plugin fails the build loudly when its dependency no longer looks as it expects: shown on
// small stand-in packages in a node_modules of their own.
describe('the guards of zodEnglishOnly and memoizeTextFunctions', () => {
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

  const ZOD_CORE = {
    'node_modules/zod/package.json': '{"name":"zod","type":"module"}',
    'node_modules/zod/v4/core/core.js': 'export const core = 1;',
  };
  const EN = 'export default function en() { return {}; }\n';

  it('zodEnglishOnly passes on the shape it knows', async () => {
    const dir = packages({
      ...ZOD_CORE,
      'node_modules/zod/v4/core/index.js':
        'export * from "./core.js";\nexport * as locales from "../locales/index.js";\n',
      'node_modules/zod/v4/locales/index.js':
        'export { default as en } from "./en.js";\nexport { default as fr } from "./fr.js";\n',
      'node_modules/zod/v4/locales/en.js': EN,
      'node_modules/zod/v4/locales/fr.js': 'export default function fr() { return {}; }\n',
    });
    const result = await bundleFrom(dir, "export * from './node_modules/zod/v4/core/index.js';", [zodEnglishOnly]);
    expect(result.outputFiles![0]!.text).not.toContain('function fr');
  });

  it('zodEnglishOnly fails when zod no longer imports its locales as ../locales/index.js', async () => {
    const dir = packages({
      ...ZOD_CORE,
      'node_modules/zod/v4/core/index.js':
        'export * from "./core.js";\nexport * as locales from "../locales/all.js";\n',
      'node_modules/zod/v4/locales/all.js': 'export { default as en } from "./en.js";\n',
      'node_modules/zod/v4/locales/en.js': EN,
    });
    await expect(
      bundleFrom(dir, "export * from './node_modules/zod/v4/core/index.js';", [zodEnglishOnly]),
    ).rejects.toThrow(/locales were not imported/);
  });

  it('zodEnglishOnly fails when en is no longer the default export of en.js', async () => {
    const dir = packages({
      ...ZOD_CORE,
      'node_modules/zod/v4/core/index.js':
        'export * from "./core.js";\nexport * as locales from "../locales/index.js";\n',
      'node_modules/zod/v4/locales/index.js': 'export { en } from "./en.js";\n',
      'node_modules/zod/v4/locales/en.js': 'export function en() { return {}; }\n',
    });
    await expect(
      bundleFrom(dir, "export * from './node_modules/zod/v4/core/index.js';", [zodEnglishOnly]),
    ).rejects.toThrow(/no longer exports en/);
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
