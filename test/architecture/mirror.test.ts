// Tests mirror src/ one to one, so the tests of a module are found in one guess. Under the
// mirrored folders a test file is named after what it tests:
//   test/<path>/x.test.ts             src/<path>/x.ts or x.tsx (the module's tests)
//   test/<path>/x.<aspect>.test.ts    the same module, one more file for one aspect of it
//                                     (client.reads, sessions.results, ChecksScreen.scale)
//   test/<path>/d/d[.<aspect>].test.ts  the folder src/<path>/d/ as a whole (a command noun run
//                                     through the built bin, the sandbox over HTTP, a screen's
//                                     user paths)
// Every other test is in a named suite that crosses modules (SUITES). Files that are not tests
// (helpers, goldens, fixtures) are not checked.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const TEST = 'test';
const SRC = 'src';

/** Folders of test/ that are suites of their own, not mirrors of src/. */
const SUITES = ['architecture', 'build', 'compat', 'faults', 'fuzz', 'helpers', 'input', 'package', 'security'];

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return dir === TEST && SUITES.includes(name) ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [relative(TEST, path)] : [];
  });
}

const isModule = (path: string) => existsSync(`${path}.ts`) || existsSync(`${path}.tsx`);
const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** Whether `file` (relative to test/) names a module or folder of src/ by the rules above. */
function mirrors(file: string): boolean {
  const dir = dirname(file);
  const [name, ...aspects] = basename(file)
    .replace(/\.test\.tsx?$/, '')
    .split('.');
  if (aspects.length > 1 || name === undefined) return false;
  if (isModule(join(SRC, dir, name))) return true;
  return basename(dir) === name && isFolder(join(SRC, dir));
}

describe('tests mirror src/', () => {
  const files = testFiles(TEST);

  it('finds the tests (the scan works)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('format/width.test.ts');
  });

  it('the rules accept what they describe and nothing else', () => {
    expect(mirrors('format/width.test.ts')).toBe(true);
    expect(mirrors('tui/screens/checks/ChecksScreen.scale.test.tsx')).toBe(true);
    expect(mirrors('commands/checks/checks.test.ts')).toBe(true);
    expect(mirrors('sandbox/sandbox.auth.test.ts')).toBe(true);
    expect(mirrors('format/nothing.test.ts')).toBe(false);
    expect(mirrors('tui/width.test.ts')).toBe(false);
    expect(mirrors('commands/checks/list.a.b.test.ts')).toBe(false);
    expect(mirrors('commands/checks/other.test.ts')).toBe(false);
  });

  it('every test file under the mirrored folders names its src/ module or folder', () => {
    expect(files.filter((f) => !mirrors(f))).toEqual([]);
  });
});
