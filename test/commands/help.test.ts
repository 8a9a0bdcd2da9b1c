// Help through the built binary, walking the command registry: every command's --help has its
// usage, an Options section in which each option with a default says it (the defaults are in the
// options table, completion/options.ts), the global options, and an example that runs that very
// command; `vigil help <command>` prints the same, nouns too; the top-level help names every
// option vigil takes before a command (--refresh and --bell too); a command that does not exist
// is one sentence and exit 2.
import { describe, expect, it } from 'vitest';
import { COMMAND_OPTIONS, TOP_OPTIONS, type OptionSpec } from '../../src/commands/completion/options.js';
import { COMMANDS, commandName, nounsWithVerbs } from '../../src/commands/registry.js';
import { runBinary } from '../helpers/run-cli.js';

const ENV = { VIGIL_CODE_CACHE: 'off' };

async function out(argv: string[]): Promise<string> {
  const r = await runBinary(argv, { env: ENV });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
}

const OPTION_LINE = /^\s+(?:-\w, )?--[a-z]/;

/** The lines of the option's entry in a help text: its own line and the lines wrapped under it. */
function optionEntry(help: string, option: OptionSpec): string {
  const lines = help.split('\n');
  const start = lines.findIndex(
    (l) => OPTION_LINE.test(l) && new RegExp(`--${option.long}(?![\\w-])`).test(l.trim().split(/\s{2,}/)[0]!),
  );
  if (start < 0) return '';
  const entry = [lines[start]!];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || OPTION_LINE.test(line) || !/^\s{6,}/.test(line)) break;
    entry.push(line);
  }
  return entry.join(' ').replace(/\s+/g, ' ');
}

describe('help of every command', () => {
  for (const entry of COMMANDS) {
    const name = commandName(entry);
    it(`vigil ${name} --help and vigil help ${name}`, async () => {
      const help = await out([...entry.words, '--help']);
      expect(help.startsWith(`Usage: vigil ${name}`)).toBe(true);
      expect(help).toMatch(/\nOptions\n {2,}\S/);
      // Each option with a default says what it is, on its own entry.
      for (const option of COMMAND_OPTIONS[name] ?? []) {
        const text = optionEntry(help, option);
        expect(text, `--${option.long} in vigil ${name} --help`).not.toBe('');
        if (option.default !== undefined) {
          expect(text, `--${option.long}'s default`).toMatch(/default/);
          expect(text, `--${option.long}'s default`).toContain(option.default);
        }
      }
      // The options every command takes.
      expect(help).toMatch(
        /\nGlobal options\n {2}--profile NAME .*\n.*\(default: VIGIL_PROFILE, else defaultProfile in settings\.json, else "default"\)\n {2}--read-only /,
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
    for (const option of TOP_OPTIONS)
      expect(help, `--${option.long}`).toMatch(new RegExp(`(\\n {2}|, )(-\\w, )?--${option.long}(?![\\w-])`));
    expect(help).toMatch(
      /--refresh SECONDS +how often the Checks screen refreshes: 5 to 3600, or 0 for never\n +\(default: refreshSeconds in settings\.json, else 30\)/,
    );
    expect(help).toMatch(
      /--bell, --no-bell +ring the terminal bell when a check turns failing, or not\n +\(default: bell in settings\.json, else off\)/,
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
