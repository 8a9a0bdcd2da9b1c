// Help through the built binary: every command's --help has its usage, options and an example
// that runs that command; `vigil help <command>` prints the same; the top-level help lists them.
import { describe, expect, it } from 'vitest';
import { COMMANDS, commandName } from '../../src/commands/registry.js';
import { runBinary } from '../helpers/run-cli.js';

async function out(argv: string[]): Promise<string> {
  const r = await runBinary(argv, { env: { VIGIL_CODE_CACHE: 'off' } });
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
      // One example, under its heading, that runs this very command.
      expect(help).toMatch(new RegExp(`\\nExamples?\\n  [^\\n]*vigil ${name}(\\s|$)`));
      expect(await out(['help', ...entry.words])).toBe(help);
    });
  }

  it('the top-level help names every command, completion and the settings file', async () => {
    const help = await out(['--help']);
    for (const entry of COMMANDS) expect(help).toContain(`  ${commandName(entry)} `);
    expect(help).toContain('vigil completion bash');
    expect(help).toContain('settings.json');
    expect(await out(['help'])).toBe(help);
  });
});
