// toSafeJson: JSON that parses to the same value, with nothing a terminal would act on written raw.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeUnsafeJsonText, toSafeJson } from '../../src/format/json.js';
import { runCli } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';

/** Every character that must never reach the terminal raw from JSON output (newlines only indent). */
const UNSAFE_RAW =
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const LISTED = [
  ...Array.from({ length: 0x9f - 0x7f + 1 }, (_, i) => 0x7f + i),
  0x061c,
  ...[0x200b, 0x200c, 0x200d, 0x200e, 0x200f],
  0x2028,
  0x2029,
  ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e],
  ...Array.from({ length: 0x2069 - 0x2060 + 1 }, (_, i) => 0x2060 + i),
  0xfeff,
  0xd800,
  0xdfff,
];

describe('toSafeJson', () => {
  it.each(LISTED.map((code) => [code.toString(16).padStart(4, '0')]))('writes U+%s as a \\u escape', (hex) => {
    const ch = String.fromCharCode(Number.parseInt(hex, 16));
    const text = toSafeJson({ name: `a${ch}b` });
    expect(text).toBe(`{"name":"a\\u${hex}b"}`);
    expect(JSON.parse(text)).toEqual({ name: `a${ch}b` });
  });

  it('keeps C0 escapes, printable text, emoji and other scripts as JSON.stringify writes them', () => {
    const value = { esc: '\u001b[2J', tab: 'a\tb', text: 'Café 日本語 🚀 עברית', n: 12.5, list: [true, null] };
    expect(toSafeJson(value, 2)).toBe(JSON.stringify(value, null, 2));
  });

  it('escapes keys as well as values, at any depth, with the indent asked for', () => {
    const value = { 'k\u202e': [{ deep: '\u0085\u2066x\u2069' }] };
    const text = toSafeJson(value, 2);
    expect(text).toBe('{\n  "k\\u202e": [\n    {\n      "deep": "\\u0085\\u2066x\\u2069"\n    }\n  ]\n}');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('gives JSON that parses to the same value and holds nothing unsafe, for any value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), fc.constantFrom(undefined, 0, 2), (value, indent) => {
        const text = toSafeJson(value, indent);
        expect(text).not.toMatch(UNSAFE_RAW);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });

  it('is safe for strings made of the dangerous characters themselves', () => {
    const dangerous = fc.constantFrom(
      ...LISTED.map((c) => String.fromCharCode(c)),
      '\u001b',
      '\n',
      'a',
      '\ud83d\ude80',
      '"',
      '\\',
    );
    fc.assert(
      fc.property(
        fc.array(dangerous, { maxLength: 30 }).map((parts) => parts.join('')),
        (s) => {
          const text = toSafeJson({ s });
          expect(text).not.toMatch(UNSAFE_RAW);
          expect(JSON.parse(text)).toEqual({ s });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes null for a value JSON cannot hold at the top level', () => {
    expect(toSafeJson(undefined)).toBe('null');
  });
});

describe('escapeUnsafeJsonText', () => {
  it('escapes raw unsafe characters in JSON text from elsewhere and leaves escapes already there alone', () => {
    const text = '{"a":"x\u0085y","b":"\\u202e kept","c":"\u200f"}';
    const safe = escapeUnsafeJsonText(text);
    expect(safe).toBe('{"a":"x\\u0085y","b":"\\u202e kept","c":"\\u200f"}');
    expect(JSON.parse(safe)).toEqual(JSON.parse(text));
  });
});

// The commands that print JSON made from server (or stored) text, end to end: a description with
// a C1 control, an RLO override and a line separator goes to the sandbox and comes back.
describe('commands print such JSON with the characters escaped', () => {
  const sandbox = useSandbox({ seed: 93 });
  const HOSTILE = 'Fix\u0085deployed \u202eenilno\u202c now\u2028ok';
  const env = () => ({
    VIGIL_BASE_URL: sandbox().baseUrl,
    VIGIL_API_KEY: sandbox().apiKey,
    VIGIL_ACCOUNT_ID: sandbox().accountId,
  });

  function expectEscapedJson(stdout: string, what: string): unknown {
    expect(stdout, what).not.toMatch(UNSAFE_RAW);
    expect(stdout, what).toContain('\\u0085');
    expect(stdout, what).toContain('\\u202e');
    return JSON.parse(stdout);
  }

  it('incident-update -o json, then vigil api on a terminal and in a pipe', async () => {
    const incident = sandbox().fixtures.incidentId;
    const posted = await runCli(['incident-update', incident, '-d', HOSTILE, '-o', 'json'], {
      env: env(),
      isTTY: true,
    });
    expect(posted.code, posted.stderr).toBe(0);
    expect((expectEscapedJson(posted.stdout, 'incident-update') as { description: string }).description).toBe(HOSTILE);

    for (const isTTY of [true, false]) {
      const read = await runCli(['api', `/v1/status-pages/incidents/${incident}/incident-updates`], {
        env: env(),
        isTTY,
      });
      expect(read.code, read.stderr).toBe(0);
      const updates = expectEscapedJson(read.stdout, `api (terminal: ${isTTY})`) as Array<{ description: string }>;
      expect(updates.map((u) => u.description)).toContain(HOSTILE);
    }
  });

  it('whoami --json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-json-\u202e\u0085-'));
    try {
      const r = await runCli(['whoami', '--json'], { env: { ...env(), VIGIL_CONFIG_DIR: dir } });
      expect(r.code, r.stderr).toBe(0);
      expect((expectEscapedJson(r.stdout, 'whoami') as { configFile: string }).configFile).toContain(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
