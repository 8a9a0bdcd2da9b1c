// Every command of the registry, from its option table: the README's row names each of its long
// options, and each option that takes a value refuses an empty one (exit 2, one sentence, through
// the built program), the same rule for every command.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMANDS, commandName } from '../../src/commands/registry.js';
import { runBinary } from '../helpers/run-cli.js';

const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

/** The first cell of the README's command table row(s) for `vigil <name>`. */
function readmeRows(name: string): string[] {
  const words = name.split(' ');
  return README.split('\n')
    .filter((l) => l.startsWith('| `vigil '))
    .map((l) => l.split(' | ')[0]!.replace(/\\\|/g, '|'))
    .filter((cell) => {
      const said = cell.slice('| `vigil '.length).split(/[\s`]/);
      // `checks pause|resume` is the row of both verbs.
      return said[0] === words[0] && (words.length === 1 || said[1]!.split('|').includes(words[1]!));
    });
}

describe('the README names every option of every command', () => {
  for (const entry of COMMANDS) {
    const name = commandName(entry);
    it(`vigil ${name}`, async () => {
      const rows = readmeRows(name);
      expect(rows, `no README row for vigil ${name}`).not.toEqual([]);
      const { options } = await entry.load();
      for (const [long, spec] of Object.entries(options)) {
        const named = rows.some((r) => new RegExp(`--${long}(?![\\w-])`).test(r));
        const byShort = spec.short !== undefined && rows.some((r) => new RegExp(`-${spec.short}(?![\\w-])`).test(r));
        expect(named || byShort, `the README row of vigil ${name} names --${long}`).toBe(true);
      }
    });
  }
});

describe('an empty value is refused by every option that takes one', () => {
  for (const entry of COMMANDS) {
    const name = commandName(entry);
    it(`vigil ${name}`, async () => {
      const { options } = await entry.load();
      for (const [long, spec] of Object.entries(options)) {
        if (spec.type === 'flag') continue;
        for (const empty of [`--${long}=`, `--${long}= `]) {
          const r = await runBinary([...entry.words, empty], { env: { VIGIL_CODE_CACHE: 'off' } });
          expect(r.code, `${name} ${empty}`).toBe(2);
          expect(r.stdout).toBe('');
          const what =
            spec.type === 'text' && spec.values
              ? `use one of ${spec.values.join(', ')}`
              : `run \`vigil ${name} --help\` to see what it takes`;
          expect(r.stderr).toBe(`vigil: --${long} needs a value, not an empty string: ${what}.\n`);
        }
      }
    });
  }
});
