// The layers point one way (docs/architecture.md: client, config, commands, format, sandbox, tui;
// spec is the values of service.md that any layer may use). Every import of every file under src/
// is read.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mts)$/.test(f) ? [path] : [];
  });
}

interface Import {
  /** Path under src/ of the importing file ('tui/App.tsx'). */
  from: string;
  /** What it imports: a path under src/ ('format/sanitize.js') or a package name ('ink'). */
  to: string;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const from = relative(SRC, file);
  const out: Import[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    out.push({ from, to: spec.startsWith('.') ? relative(SRC, resolve(dirname(file), spec)) : spec });
  }
  return out;
}

const all = files(SRC).flatMap(importsOf);

const layer = (path: string) => path.split('/')[0]!;

/** A rule: imports from `from` matching `forbidden` break the layering. */
const rules: Array<{ name: string; broken: (i: Import) => boolean }> = [
  {
    name: 'client/ imports format/ or tui/',
    broken: (i) => layer(i.from) === 'client' && ['format', 'tui'].includes(layer(i.to)),
  },
  {
    name: 'format/ imports client/ (or tui/, config/)',
    broken: (i) => layer(i.from) === 'format' && ['client', 'tui', 'config', 'commands'].includes(layer(i.to)),
  },
  {
    name: 'commands/ imports ink, react or tui/',
    broken: (i) => layer(i.from) === 'commands' && (layer(i.to) === 'tui' || /^(ink|react)(\/|$)/.test(i.to)),
  },
  // Only the TUI's start-up code reads the config (and hands the login screen what it needs).
  {
    name: 'a TUI screen imports config/',
    broken: (i) => layer(i.from) === 'tui' && layer(i.to) === 'config' && i.from !== 'tui/main.tsx',
  },
  { name: 'spec/ imports anything', broken: (i) => layer(i.from) === 'spec' && layer(i.to) !== 'spec' },
];

describe('layers', () => {
  it('the imports were read (the scan works)', () => {
    expect(all.length).toBeGreaterThan(200);
    expect(all).toContainEqual({ from: 'tui/App.tsx', to: 'ink' });
    expect(all.some((i) => i.from === 'tui/App.tsx' && i.to === 'client/index.js')).toBe(true);
  });

  it.each(rules)('nothing breaks the rule: $name', ({ broken }) => {
    const found = all.filter(broken).map((i) => `${i.from} -> ${i.to}`);
    expect(found).toEqual([]);
  });

  it('types both the TUI and config/ use are declared once, below both (src/credentials.ts)', () => {
    const declaring = files(SRC).filter((f) =>
      /export (interface|type) (TypedCredentials|LoginCredentials|CheckedCredentials)\b/.test(readFileSync(f, 'utf8')),
    );
    expect(declaring.map((f) => relative(SRC, f))).toEqual(['credentials.ts']);
    expect(all).toContainEqual({ from: 'tui/login/LoginScreen.tsx', to: 'credentials.js' });
    expect(all).toContainEqual({ from: 'config/login.ts', to: 'credentials.js' });
  });

  it('each rule catches what it names', () => {
    const samples: Import[] = [
      { from: 'client/http.ts', to: 'format/width.js' },
      { from: 'format/checks.ts', to: 'client/schemas/enums.js' },
      { from: 'commands/checks/list.ts', to: 'ink' },
      { from: 'tui/login/LoginScreen.tsx', to: 'config/index.js' },
      { from: 'spec/frequency.ts', to: 'client/index.js' },
    ];
    for (const [i, rule] of rules.entries()) expect(rule.broken(samples[i]!), rule.name).toBe(true);
  });
});
