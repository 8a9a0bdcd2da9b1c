// Two zod dialects, each in its room (why: the top of src/client/schemas/index.ts). The schemas
// `vigil test-sessions list` loads are written with zod/mini and must not pull in full zod, or
// that command's start-up pays for zod's full API again; everything else is written with full zod.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

/** The files written with zod/mini (paths under src/). */
const MINI = ['client/schemas/array.ts', 'client/schemas/session-enums.ts', 'client/schemas/test-sessions.ts'];

/** What a mini file may import besides other mini files. */
const MINI_MAY_IMPORT = /^zod\/(mini|v4\/core|v4\/locales\/[\w.-]+)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mts)$/.test(f) ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Each file's imports: package names as written, relative ones as paths under src/ ('x.ts'). */
const imports = new Map(
  files(SRC).map((file) => {
    const specs = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2]!);
    const resolved = specs.map((s) =>
      s.startsWith('.') ? relative(SRC, resolve(dirname(file), s)).replace(/\.js$/, '.ts') : s,
    );
    return [relative(SRC, file), resolved] as const;
  }),
);

describe('zod dialects', () => {
  it('the scan finds both dialects', () => {
    expect(imports.get('client/schemas/checks.ts')).toContain('zod');
    expect(imports.get('client/schemas/test-sessions.ts')).toContain('zod/mini');
  });

  it("only the listed files import 'zod/mini'", () => {
    const mini = [...imports].filter(([, specs]) => specs.includes('zod/mini')).map(([file]) => file);
    expect(mini.sort()).toEqual([...MINI].sort());
  });

  it('a zod/mini file imports no full zod, directly or through another file', () => {
    const wrong = MINI.flatMap((file) =>
      imports
        .get(file)!
        .filter((spec) => !MINI.includes(spec) && !MINI_MAY_IMPORT.test(spec))
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(wrong).toEqual([]);
  });
});
