// client/ is the lowest layer that talks HTTP: it must not reach up into format/ (or React, Ink,
// commands, the TUI), or a change to how things are drawn could change what the client does.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLIENT = fileURLToPath(new URL('../../src/client', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
}

describe('src/client imports', () => {
  it('never format/, commands/, tui/, React or Ink', () => {
    const bad = sources(CLIENT).flatMap((file) =>
      imports(file)
        .filter((spec) => /\/(format|commands|tui)\//.test(spec) || /^(react|ink)(\/|$)/.test(spec))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(bad).toEqual([]);
  });
});
