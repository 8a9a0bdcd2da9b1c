// Keys are data: a screen says what its keys do in its command table (src/tui/keys), and only the
// resolver there turns a keypress into a name and a name into a command. Anywhere else in the TUI,
// a key compared by name (`switch (name)`, `input === 'q'`, `key.escape`) is a binding the tables,
// the footer and `?` help cannot see. Every file under src/tui is read; outside the TUI `key` and
// `input` mean other things (sort keys, JSON text, a prompt's line).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RESOLVER = join('src', 'tui', 'keys');

const KEY_COMPARISONS: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  {
    what: 'switch on a key',
    pattern: /switch\s*\(\s*(?:name|keyName|key|input|key\.name|binding\??\.(?:command|id))\s*\)/,
  },
  { what: 'key name compared', pattern: /(?<![.\w$])(?:name|keyName)\s*[!=]==?\s*['"`]|key\.name\s*[!=]==?/ },
  { what: 'typed input compared', pattern: /(?<![.\w$])input\s*[!=]==?\s*['"`][^'"`]/ },
  {
    what: 'key compared the other way round',
    pattern: /['"`][^'"`]+['"`]\s*[!=]==?\s*(?:name|keyName|input|key\.name)(?![\w$])/,
  },
  { what: 'key looked up in a list', pattern: /\]\s*\.includes\(\s*(?:name|keyName|input)\s*\)/ },
  // Ink's flags for named keys; ctrl/meta/shift are modifiers (used to tell a keypress from a paste).
  {
    what: "Ink's named-key flag read",
    pattern:
      /(?<![\w$.])key\.(?:return|escape|tab|backspace|delete|upArrow|downArrow|leftArrow|rightArrow|pageUp|pageDown|home|end)\b/,
  },
];

/** Known exceptions, each with its reason (none today: keep it that way). */
const ALLOWED: ReadonlyArray<{ file: string; what: string }> = [];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(f) ? [path] : [];
  });
}

/** What a line does with a key by name, or undefined when it compares none. */
function comparisonIn(line: string): string | undefined {
  return KEY_COMPARISONS.find(({ pattern }) => pattern.test(line))?.what;
}

describe('keys are looked up, never compared', () => {
  it('no switch or if chain on key names in src/tui outside the resolver (src/tui/keys)', () => {
    const found: string[] = [];
    for (const file of files(join('src', 'tui'))) {
      if (file.startsWith(RESOLVER)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const what = comparisonIn(line);
          if (what && !ALLOWED.some((a) => a.file === file && a.what === what))
            found.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('the scan finds the patterns it looks for', () => {
    const keyed = [
      "if (name === 'enter') go();",
      'switch (name) {',
      'switch (key) {',
      'switch (input) {',
      'switch (key.name) {',
      "if (input === 'q')",
      "if (input == 'x') quit();",
      "else if ('q' === input) quit();",
      "if ('escape' === name)",
      'switch (binding?.command) {',
      'if (key.name === x)',
      "if (name !== 'ctrl+s')",
      "if (['q', 'escape'].includes(name)) close();",
      'if (key.escape) close();',
      'if (key.return && ready) submit();',
      'if (!key.upArrow) return;',
      'const down = key.downArrow || key.pageDown;',
    ];
    for (const line of keyed) expect(comparisonIn(line), line).toBeDefined();
    const other = [
      "case 'edit':",
      "if (state.phase === 'review')",
      "kind === 'text'",
      'switch (action.type) {',
      'switch (field.kind) {',
      "l.target?.name === 'x'",
      "input === ''",
      'if (input.length <= 1 || key.ctrl || key.meta) handle(input, key);',
      'const id = commandFor(keymap, name);',
      "sort: { key, descending: key === 'lastRun' }",
      'key.startsWith(prefix)',
    ];
    for (const line of other) expect(comparisonIn(line), line).toBeUndefined();
  });

  it('every known exception is still there (a stale one is removed)', () => {
    for (const { file, what } of ALLOWED) {
      const lines = readFileSync(file, 'utf8').split('\n');
      expect(
        lines.some((line) => comparisonIn(line) === what),
        `${file}: ${what}`,
      ).toBe(true);
    }
  });
});
