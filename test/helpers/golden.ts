// Golden files: text a command prints, read by eye once and kept. To accept a deliberate change,
// run the test with VIGIL_UPDATE_GOLDEN=1 and read the diff of golden/ before committing it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** `expectGolden(import.meta.url, 'list.txt', text)`: compares with golden/ next to the test. */
export function expectGolden(testUrl: string, name: string, text: string): void {
  const dir = join(dirname(fileURLToPath(testUrl)), 'golden');
  const file = join(dir, name);
  if (process.env.VIGIL_UPDATE_GOLDEN === '1') {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, text);
    return;
  }
  if (!existsSync(file))
    throw new Error(`golden/${name} is missing: run with VIGIL_UPDATE_GOLDEN=1 and read it before committing`);
  expect(text).toBe(readFileSync(file, 'utf8'));
}
