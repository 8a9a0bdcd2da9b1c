import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCredentials } from '../../src/config/index.js';
import { runBinary, runCli } from '../helpers/run-cli.js';
import { startInTmux, type TmuxTerminal } from '../helpers/tmux.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

function oneLine(text: string): void {
  expect(text.endsWith('\n')).toBe(true);
  expect(text.trimEnd().split('\n')).toHaveLength(1);
}

describe('version and help', () => {
  it.each([['--version'], ['-v']])('%s prints the package version', async (flag) => {
    const r = await runCli([flag]);
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('--help lists the commands, global options and exit codes', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    for (const text of [
      'login',
      'logout',
      'whoami',
      '--profile NAME',
      '--read-only',
      'VIGIL_API_KEY',
      'VIGIL_TIMEOUT_MS',
      'Exit codes',
    ]) {
      expect(r.stdout).toContain(text);
    }
  });

  it.each([[['whoami', '--help']], [['whoami', '-h']], [['help', 'whoami']], [['--help', 'whoami']]])(
    '%j prints the command help',
    async (argv) => {
      const r = await runCli(argv);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage: vigil whoami/);
    },
  );

  it('gives every registered command a help text with its usage line', async () => {
    const { COMMANDS, commandName } = await import('../../src/commands/registry.js');
    for (const entry of COMMANDS) {
      const r = await runCli([...entry.words, '--help']);
      expect(r.code, commandName(entry)).toBe(0);
      expect(r.stdout, commandName(entry)).toContain(`vigil ${commandName(entry)}`);
    }
  });
});

describe('usage errors: one sentence naming the fix, exit 2', () => {
  it('an unknown command, with a suggestion for a near miss', async () => {
    const r = await runCli(['logn']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    oneLine(r.stderr);
    expect(r.stderr).toMatch(/^vigil: unknown command "logn" \(did you mean 'login'\?\): run `vigil --help`/);
  });

  it('an unknown global flag, without repeating its value', async () => {
    const r = await runCli(['--token=sk_secret_value']);
    expect(r.code).toBe(2);
    oneLine(r.stderr);
    expect(r.stderr).toContain('unknown option --token');
    expect(r.stderr).toContain('`vigil --help`');
    expect(r.stderr).not.toContain('sk_secret_value');
  });

  it("an unknown flag of a command names that command's help", async () => {
    const r = await runCli(['whoami', '--bogus']);
    expect(r.code).toBe(2);
    oneLine(r.stderr);
    expect(r.stderr).toContain('unknown option --bogus for `vigil whoami`: run `vigil whoami --help`');
  });

  it('an unexpected argument is refused without being repeated', async () => {
    const r = await runCli(['logout', 'sk_pasted_key_123']);
    expect(r.code).toBe(2);
    oneLine(r.stderr);
    expect(r.stderr).not.toContain('sk_pasted_key_123');
  });

  it('--profile without a name', async () => {
    const r = await runCli(['whoami', '--profile']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--profile needs a profile name/);
  });

  it('a profile name that is not allowed', async () => {
    const r = await runCli(['--profile', '../etc', 'whoami']);
    expect(r.code).toBe(2);
    oneLine(r.stderr);
    expect(r.stderr).toMatch(/^vigil: the profile name "\.\.\/etc" is not allowed/);
  });

  it('--demo together with a command', async () => {
    const r = await runCli(['--demo', 'whoami']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--demo opens the TUI/);
  });

  it('a malformed VIGIL_BASE_URL names the variable', async () => {
    const r = await runCli(['whoami'], { env: { VIGIL_BASE_URL: 'ftp://x' } });
    expect(r.code).toBe(2);
    oneLine(r.stderr);
    expect(r.stderr).toMatch(/^vigil: in VIGIL_BASE_URL: the base URL must start with https:\/\//);
  });
});

describe('command words that take a verb', () => {
  it('without the verb: says which verbs exist, exit 2', async () => {
    const r = await runCli(['test-sessions']);
    expect(r.code).toBe(2);
    oneLine(r.stderr);
    expect(r.stderr).toMatch(
      /^vigil: `vigil test-sessions` needs a subcommand \(list[^)]*\): run `vigil test-sessions --help`/,
    );
  });

  it('with an unknown verb: names the known ones, exit 2', async () => {
    const r = await runCli(['test-sessions', 'delete']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown subcommand "delete" of `vigil test-sessions` \(it has list/);
  });

  it.each([[['test-sessions', '--help']], [['help', 'test-sessions']]])('%j lists the verbs', async (argv) => {
    const r = await runCli(argv);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: vigil test-sessions <list/);
    expect(r.stdout).toContain('test-sessions list');
  });
});

describe('the TUI needs a terminal', () => {
  it.each([[[]], [['--demo']]])('%j without a TTY says so, names the plain commands and exits 2', async (argv) => {
    const r = await runCli(argv, { isTTY: false });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    oneLine(r.stderr);
    expect(r.stderr).toMatch(/the TUI needs a terminal/);
    for (const command of ['login', 'logout', 'whoami']) expect(r.stderr).toContain(command);
  });
});

describe('global options anywhere before --', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-cli-test-'));
    const env = { VIGIL_CONFIG_DIR: dir };
    const base = { env, baseUrl: 'https://api.example.com', apiKey: 'key-default-0000000000' };
    await saveCredentials({ ...base, accountId: '11111111-1111-4111-8111-111111111111' });
    await saveCredentials({ ...base, profile: 'work', accountId: '22222222-2222-4222-8222-222222222222' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    [['--profile', 'work', 'whoami']],
    [['whoami', '--profile', 'work']],
    [['whoami', '--profile=work']],
    [['--read-only', 'whoami', '--profile', 'work']],
  ])('%j selects the work profile', async (argv) => {
    const r = await runCli(argv, { env: { VIGIL_CONFIG_DIR: dir } });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('22222222-2222-4222-8222-222222222222');
  });
});

describe('runtime errors: one line, exit 1', () => {
  it('a damaged config file is named, with what to do, and no stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-cli-test-'));
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'config.json'), '{"profiles": ');
      const r = await runCli(['whoami'], { env: { VIGIL_CONFIG_DIR: dir } });
      expect(r.code).toBe(1);
      oneLine(r.stderr);
      expect(r.stderr).toMatch(/config\.json is not valid JSON: fix it, or delete it and run `vigil login` again\.$/m);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the built program', () => {
  it('prints its version and exits 0', async () => {
    const r = await runBinary(['--version']);
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('refuses the TUI on pipes with exit 2', async () => {
    const r = await runBinary([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^vigil: the TUI needs a terminal/);
  });

  it.each([
    ['off', { VIGIL_CODE_CACHE: 'off' }],
    ['on', {}],
  ] as const)(
    'refuses a bad --refresh and --bell with a command, exit 2 and one sentence (code cache %s)',
    async (_cache, env) => {
      for (const argv of [
        ['--refresh', '2'],
        ['--refresh=x'],
        ['--refresh'],
        ['--bell', 'whoami'],
        ['--no-bell', 'whoami'],
        ['--refresh', '30', 'whoami'],
      ]) {
        const r = await runBinary(argv, { env });
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(
          /^vigil: --refresh (needs whole seconds from 5 to 3600 \(or 0 for never\), as in --refresh 30|and --bell are for the TUI and take no command: run `vigil --refresh 30 --bell` on its own)\.\n$/,
        );
      }
      // Good values reach the TUI, which then needs a terminal (the tests run on pipes).
      for (const good of [
        ['--refresh', '0', '--bell'],
        ['--refresh=3600', '--no-bell'],
      ]) {
        const ok = await runBinary(good, { env });
        expect(ok.code).toBe(2);
        expect(ok.stderr).toMatch(/^vigil: the TUI needs a terminal/);
      }
    },
  );

  it('exits 2 on an unknown command', async () => {
    const r = await runBinary(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown command "frobnicate"/);
  });
});

describe('the built program on a terminal (tmux)', () => {
  // The README's quick start: `npm start` is `vigil --demo`. Run the bundle in a real terminal,
  // wait for the DEMO screen, quit with q and expect a clean exit.
  let dir: string;
  let term: TmuxTerminal | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-tmux-test-'));
  });
  afterAll(async () => {
    await term?.close();
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  it('vigil --demo draws the DEMO screen and q quits with exit 0', async () => {
    term = startInTmux({ dir, env: { HOME: dir, VIGIL_CONFIG_DIR: dir }, args: ['--demo'], columns: 100, rows: 30 });
    await term.waitForPane((t) => t.includes('DEMO') || t.includes('EXIT:'), 'the DEMO screen');
    term.keys('q');
    const text = await term.waitForPane((t) => t.includes('EXIT:'), 'the exit code');
    expect(text).not.toContain('vigil: ');
    expect(text).toContain('EXIT:0');
  });
});

describe('a config.json field of the wrong type', () => {
  it('names the field instead of saying "not logged in", exit 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-cli-test-'));
    try {
      const profile = {
        apiKey: 12345,
        accountId: '22222222-2222-4222-8222-222222222222',
        baseUrl: 'http://127.0.0.1:9',
      };
      writeFileSync(join(dir, 'config.json'), JSON.stringify({ profiles: { default: profile } }));
      const r = await runBinary(['whoami'], { env: { VIGIL_CONFIG_DIR: dir } });
      expect(r.code).toBe(1);
      oneLine(r.stderr);
      expect(r.stderr).toMatch(
        /config\.json: profiles\.default\.apiKey is a number, not a string: fix it, or run `vigil login` again\.$/m,
      );
      expect(r.stderr).not.toMatch(/Not logged in/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
