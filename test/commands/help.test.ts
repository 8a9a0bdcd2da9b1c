// Help through the built binary, walking the command registry: every command's --help has its
// usage, the Options block made from its option table (each option with a default says it), the
// global options, and an example that runs that very command; `vigil help <command>` prints the same, nouns too; the top-level help names every
// option vigil takes before a command (--refresh and --bell too); a command that does not exist
// is one sentence and exit 2.
import { describe, expect, it } from 'vitest';
import { GLOBAL_OPTIONS, TOP_OPTIONS } from '../../src/commands/global-options.js';
import { COMMANDS, commandName, nounsWithVerbs } from '../../src/commands/registry.js';
import { optionsHelp } from '../../src/commands/shared/options-help.js';
import { runBinary } from '../helpers/run-cli.js';

const ENV = { VIGIL_CODE_CACHE: 'off' };

async function out(argv: string[]): Promise<string> {
  const r = await runBinary(argv, { env: ENV });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
}

describe('help of every command', () => {
  for (const entry of COMMANDS) {
    const name = commandName(entry);
    it(`vigil ${name} --help and vigil help ${name}`, async () => {
      const help = await out([...entry.words, '--help']);
      expect(help.startsWith(`Usage: vigil ${name}`)).toBe(true);
      expect(help).toMatch(/\nOptions\n {2,}\S/);
      // The block made from the table: each option on its line, with its default.
      const { options } = await entry.load();
      expect(help).toContain(optionsHelp(options));
      for (const [long, spec] of Object.entries(options)) {
        const line = help.split('\n').find((l) => new RegExp(`^ {2}(-\\w, | {4})--${long}(?![\\w-])`).test(l));
        expect(line, `--${long} in vigil ${name} --help`).toBeDefined();
        const fallback = spec.type === 'flag' ? undefined : (spec.defaultText ?? spec.default);
        if (fallback !== undefined) expect(help.replace(/\s+/g, ' ')).toContain(`(default ${fallback})`);
      }
      // The options every command takes.
      expect(help).toContain(`\n${optionsHelp(GLOBAL_OPTIONS, 'Global options')}`);
      expect(help.replace(/\s+/g, ' ')).toContain(
        '--profile NAME use the named credentials (default VIGIL_PROFILE, else defaultProfile in settings.json, else "default")',
      );
      // One example, under its heading, that runs this very command.
      expect(help).toMatch(new RegExp(`\\nExamples?\\n  [^\\n]*vigil ${name}(\\s|$)`));
      expect(await out(['help', ...entry.words])).toBe(help);
      expect(await out(['help', ...entry.words, '--profile', 'x'])).toBe(help);
    });
  }

  it('a noun with verbs: vigil help <noun> is vigil <noun> --help and lists its verbs', async () => {
    for (const [noun, verbs] of nounsWithVerbs()) {
      const help = await out(['help', noun]);
      expect(await out([noun, '--help'])).toBe(help);
      for (const v of verbs) expect(help).toContain(`  ${commandName(v)} `);
    }
  });

  it('the top-level help names every command, every option before a command, completion and the settings file', async () => {
    const help = await out(['--help']);
    for (const entry of COMMANDS) expect(help).toContain(`  ${commandName(entry)} `);
    for (const long of [...Object.keys(TOP_OPTIONS), ...Object.keys(GLOBAL_OPTIONS)])
      expect(help, `--${long}`).toMatch(new RegExp(`\\n {2}(-\\w, | {4})--${long}(?![\\w-])`));
    expect(help.replace(/\s+/g, ' ')).toContain(
      '--refresh SECONDS how often the Checks screen refreshes: whole seconds from 5 to 3600 (or 0 for never) (default refreshSeconds in settings.json, else 30)',
    );
    expect(help).toContain('vigil completion bash');
    expect(help).toContain('settings.json');
    expect(await out(['help'])).toBe(help);
    expect(await out(['help', 'help'])).toBe(help);
  });

  it('vigil help with a command that does not exist: exit 2, one sentence, nothing on stdout', async () => {
    for (const [argv, sentence] of [
      [['help', 'nope'], 'vigil: unknown command "nope": run `vigil --help` to see the commands.\n'],
      [
        ['help', 'chekcs'],
        'vigil: unknown command "chekcs" (did you mean \'checks\'?): run `vigil --help` to see the commands.\n',
      ],
      [
        ['help', 'checks', 'nope'],
        'vigil: unknown subcommand "nope" of `vigil checks` (it has list, get, results, pause, resume): run `vigil checks --help`.\n',
      ],
    ] as const) {
      const r = await runBinary([...argv], { env: ENV });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(sentence);
    }
  });
});
