// The layers are declared in one place, .dependency-cruiser.cjs (what each folder of src/ may
// import). These tests run that declaration as `npm run layers` does: over src/ (nothing breaks
// it), and over a small tree of files that each break one rule docs/architecture.md names (the
// declaration catches it, one line per import).
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve('.');
const DEPCRUISE = join(ROOT, 'node_modules', '.bin', 'depcruise');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');

/** The declaration's findings over `dir`/src, one `rule: from → to` per line (empty when none). */
function cruise(dir: string): string[] {
  const run = spawnSync(DEPCRUISE, ['src', '--config', CONFIG, '--output-type', 'err'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return `${run.stdout}${run.stderr}`
    .split('\n')
    .map((line) => /^\s*error (\S+): (\S+) → (\S+)/.exec(line))
    .filter((m) => m !== null)
    .map((m) => `${m[1]}: ${m[2]} → ${m[3]}`);
}

/** A file of the sample tree that imports what `imports` names (each `from '<spec>'`). */
type Sample = Record<string, string[]>;

/** Each importing file breaks one rule; the imported files are empty modules. */
const BREAKING: Sample = {
  'src/client/http.ts': ['../format/width.js'],
  'src/client/ui.ts': ['react'],
  'src/format/checks.ts': ['../client/errors.js'],
  'src/format/settings.ts': ['../config/index.js'],
  'src/commands/checks/list.ts': ['ink'],
  'src/commands/checks/show.ts': ['../../tui/App.js'],
  'src/tui/login/LoginScreen.tsx': ['../../config/index.js'],
  'src/frequency.ts': ['./client/errors.js'],
  'src/tui/state/shell.ts': ['../screens/registry.js'],
  'src/tui/model/pages.ts': ['../components/Footer.js'],
  'src/tui/model/bell.ts': ['react'],
  'src/client/schemas/array.ts': ['zod'],
  'src/client/schemas/checks.ts': ['zod/mini'],
};

const EXPECTED = [
  'not-in-allowed: src/client/http.ts → src/format/width.ts',
  'not-in-allowed: src/client/ui.ts → node_modules/react/index.js',
  'not-in-allowed: src/format/checks.ts → src/client/errors.ts',
  'not-in-allowed: src/format/settings.ts → src/config/index.ts',
  'not-in-allowed: src/commands/checks/list.ts → node_modules/ink/build/index.d.ts',
  'not-in-allowed: src/commands/checks/show.ts → src/tui/App.ts',
  'not-in-allowed: src/tui/login/LoginScreen.tsx → src/config/index.ts',
  'not-in-allowed: src/frequency.ts → src/client/errors.ts',
  'not-in-allowed: src/tui/state/shell.ts → src/tui/screens/registry.ts',
  'not-in-allowed: src/tui/model/pages.ts → src/tui/components/Footer.ts',
  'not-in-allowed: src/tui/model/bell.ts → node_modules/react/index.js',
  'zod-mini-file-reaches-full-zod: src/client/schemas/array.ts → node_modules/zod/index.d.cts',
  'zod-mini-outside-its-files: src/client/schemas/checks.ts → node_modules/zod/mini/index.d.cts',
];

/** Imports the layers allow, including the one exception: the TUI's start-up reads config/. */
const KEEPING: Sample = {
  'src/tui/main.tsx': ['../config/index.js', './App.js'],
  'src/tui/screens/registry.ts': ['../model/pages.js', '../components/Footer.js', 'react', 'ink'],
  'src/commands/checks/list.ts': ['../../client/errors.js', '../../format/width.js', '../../config/index.js'],
  'src/client/schemas/test-sessions.ts': ['zod/mini', './array.js'],
};

const trees: string[] = [];

/** A tree with `sample`'s files (and every file they import), tsconfig.json and node_modules. */
function tree(sample: Sample): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-layers-'));
  trees.push(dir);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'tsconfig.json'), readFileSync(join(ROOT, 'tsconfig.json')));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  for (const [file, specs] of Object.entries(sample)) {
    for (const spec of specs.filter((s) => s.startsWith('.'))) {
      write(relative(dir, resolve(dir, dirname(file), spec.replace(/\.js$/, '.ts'))), 'export {};\n');
    }
  }
  for (const [file, specs] of Object.entries(sample)) {
    write(file, `${specs.map((s, i) => `import * as m${i} from '${s}';\nexport { m${i} };\n`).join('')}`);
  }
  return dir;
}

afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

const sourceCount = (dir: string): number =>
  readdirSync(dir).reduce((n, f) => {
    const path = join(dir, f);
    return n + (statSync(path).isDirectory() ? sourceCount(path) : /\.tsx?$/.test(f) ? 1 : 0);
  }, 0);

describe('the layers declared in .dependency-cruiser.cjs', () => {
  it('src/ keeps them', () => {
    expect(sourceCount('src')).toBeGreaterThan(200);
    expect(cruise(ROOT)).toEqual([]);
  });

  it('catch each import docs/architecture.md says never, one line each', () => {
    expect(cruise(tree(BREAKING)).sort()).toEqual([...EXPECTED].sort());
  });

  it('let through what the layers allow', () => {
    expect(cruise(tree(KEEPING))).toEqual([]);
  });
});

describe('types the TUI and config/ both use', () => {
  it('are declared once, below both (src/credentials.ts)', () => {
    const declaring = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const path = join(dir, f);
        if (statSync(path).isDirectory()) return declaring(path);
        const text = readFileSync(path, 'utf8');
        return /export (interface|type) (TypedCredentials|LoginCredentials|CheckedCredentials)\b/.test(text)
          ? [relative('src', path)]
          : [];
      });
    expect(declaring('src')).toEqual(['credentials.ts']);
  });
});
