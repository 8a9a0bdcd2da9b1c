// Issue 25: a line of the program reads at a glance. The formatter keeps lines at 120 characters
// but cannot break a long string or comment; this says which one grew past it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

it('no line of src/ is longer than 120 characters', () => {
  const long = sources('src').flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (line.length > 120 ? [`${file}:${i + 1} (${line.length})`] : [])),
  );
  expect(long).toEqual([]);
});
