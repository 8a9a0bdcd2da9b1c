// The API key never appears in anything vigil prints: stdout, stderr, --verbose, -i, error
// sentences, crash output (VIGIL_DEBUG stacks), whether it came from the environment, a flag,
// stdin or the config file, and even when a careless server echoes it back.
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { CommandIO, OutputStream } from '../../src/io.js';
import { type RunResult, runBinary, runCli, tempConfigDir } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';
import { type MisbehavingServer, startMisbehavingServer } from '../faults/misbehaving-server.js';
import { ACCOUNT_ID, SECRET_CORE, SECRET_KEY } from '../faults/secret.js';

const sandbox = useSandbox({ seed: 61, sessions: 60 });

/** Every output of every run in this file goes through here. */
function expectKeyAbsent(result: RunResult, ...keys: string[]): void {
  for (const key of keys) {
    expect(result.stdout, 'stdout').not.toContain(key);
    expect(result.stderr, 'stderr').not.toContain(key);
    // A key cut short (by truncation) or split across a line still leaks its middle.
    const middle = key.slice(Math.floor(key.length / 4), Math.floor((3 * key.length) / 4));
    expect(result.stdout + result.stderr).not.toContain(middle);
  }
}

const env = () => ({
  VIGIL_BASE_URL: sandbox().baseUrl,
  VIGIL_API_KEY: sandbox().apiKey,
  VIGIL_ACCOUNT_ID: sandbox().accountId,
});

describe('commands that succeed', () => {
  const cases = (): Array<[string, string[]]> => {
    const f = sandbox().fixtures;
    return [
      ['whoami', ['whoami']],
      ['whoami --json', ['whoami', '--json']],
      ['api', ['api', '/v1/checks']],
      ['api -i', ['api', '-i', `/v1/accounts/${sandbox().accountId}`]],
      ['api --verbose', ['api', '--verbose', '/v1/check-statuses']],
      ['api --verbose --paginate', ['api', '--verbose', '--paginate', '/v1/alert-channels']],
      [
        'api --verbose POST',
        [
          'api',
          '--verbose',
          `/v1/status-pages/incidents/${f.incidentId}/incident-updates`,
          '-F',
          'description=verbose check',
        ],
      ],
      ['test-sessions list', ['test-sessions', 'list']],
      ['test-sessions list -o json', ['test-sessions', 'list', '-o', 'json']],
      ['test-sessions list -o md', ['test-sessions', 'list', '-o', 'md']],
      ['test-sessions get', ['test-sessions', 'get', f.failedSessionId]],
      ['test-sessions get --result', ['test-sessions', 'get', f.failedSessionId, '--result', f.failedResultId]],
      [
        'test-sessions get --error-group --full-error',
        ['test-sessions', 'get', f.failedSessionId, '--error-group', f.errorGroupId, '--full-error'],
      ],
    ];
  };

  it('print nothing of the key, on a terminal or in a pipe', async () => {
    for (const [name, argv] of cases()) {
      for (const isTTY of [false, true]) {
        const result = await runCli(argv, { env: env(), isTTY, columns: 100 });
        expect(result.code, `${name}: ${result.stderr}`).toBe(0);
        expectKeyAbsent(result, sandbox().apiKey);
      }
    }
  });

  it('--verbose shows the Authorization header as Bearer ***', async () => {
    const result = await runCli(['api', '--verbose', '/v1/checks'], { env: env() });
    expect(result.stderr).toMatch(/^> authorization: Bearer \*\*\*$/im);
    expectKeyAbsent(result, sandbox().apiKey);
  });

  it('whoami shows the key masked to its last four characters', async () => {
    const result = await runCli(['whoami'], { env: env() });
    expect(result.stdout).toContain(`...${sandbox().apiKey.slice(-4)}`);
    expectKeyAbsent(result, sandbox().apiKey);
  });
});

describe('login, wherever the key comes from', () => {
  it('a flag, stdin, or a stored profile: the output shows it masked only', async () => {
    const dir = tempConfigDir();
    const common = ['--account-id', sandbox().accountId, '--base-url', sandbox().baseUrl];
    const viaFlag = await runCli(['login', '--api-key', sandbox().apiKey, ...common], {
      env: { VIGIL_CONFIG_DIR: dir },
    });
    expect(viaFlag.code, viaFlag.stderr).toBe(0);
    expectKeyAbsent(viaFlag, sandbox().apiKey);
    const viaStdin = await runCli(['login', '--api-key', '-', ...common], {
      env: { VIGIL_CONFIG_DIR: dir },
      stdin: `${sandbox().apiKey}\n`,
    });
    expect(viaStdin.code, viaStdin.stderr).toBe(0);
    expectKeyAbsent(viaStdin, sandbox().apiKey);
    // Later commands read the stored key.
    for (const argv of [['whoami'], ['test-sessions', 'list'], ['api', '--verbose', '/v1/checks']]) {
      const later = await runCli(argv, { env: { VIGIL_CONFIG_DIR: dir } });
      expect(later.code, later.stderr).toBe(0);
      expectKeyAbsent(later, sandbox().apiKey);
    }
  });

  it('a rejected key is not printed back', async () => {
    const result = await runCli([
      'login',
      '--api-key',
      SECRET_KEY,
      '--account-id',
      sandbox().accountId,
      '--base-url',
      sandbox().baseUrl,
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/401/);
    expectKeyAbsent(result, SECRET_KEY);
  });

  // In a fresh process (the built binary): in-process runs share the registry of secrets seen,
  // which would blank a key that an earlier test registered and hide a leak.
  it('a key pasted into the wrong option is not printed back', async () => {
    const asBaseUrl = await runBinary([
      'login',
      '--api-key',
      sandbox().apiKey,
      '--account-id',
      sandbox().accountId,
      '--base-url',
      SECRET_KEY,
    ]);
    expect(asBaseUrl.code).toBe(2);
    expectKeyAbsent(asBaseUrl, SECRET_KEY, sandbox().apiKey);
    // Key and account swapped: the easiest paste mistake there is.
    const swapped = await runBinary([
      'login',
      '--api-key',
      ACCOUNT_ID,
      '--account-id',
      SECRET_KEY,
      '--base-url',
      sandbox().baseUrl,
    ]);
    expect(swapped.code).toBe(2);
    expect(swapped.stderr).toMatch(/is not a GUID/);
    expectKeyAbsent(swapped, SECRET_KEY);
  });

  it('a key pasted into the wrong environment variable is not printed back', async () => {
    for (const name of ['VIGIL_BASE_URL', 'VIGIL_ACCOUNT_ID']) {
      const result = await runBinary(['test-sessions', 'list'], {
        env: { ...env(), VIGIL_API_KEY: 'other-key-1234', [name]: SECRET_KEY },
      });
      expect(result.code, name).toBe(2);
      expectKeyAbsent(result, SECRET_KEY);
    }
  });
});

describe('errors', () => {
  it('401, 403, 404 and 400 answers say what happened without the key', async () => {
    const f = sandbox().fixtures;
    const readOnly = { ...env(), VIGIL_API_KEY: sandbox().readOnlyApiKey };
    const runs: Array<[Record<string, string>, string[], string]> = [
      [{ ...env(), VIGIL_API_KEY: SECRET_KEY }, ['test-sessions', 'list'], SECRET_KEY],
      [{ ...env(), VIGIL_API_KEY: SECRET_KEY }, ['api', '--verbose', '/v1/checks'], SECRET_KEY],
      [
        readOnly,
        ['api', '-X', 'PUT', `/v1/checks/${f.pausedCheckId}`, '-F', 'activated:=true'],
        sandbox().readOnlyApiKey,
      ],
      [env(), ['test-sessions', 'get', '00000000-0000-4000-8000-000000000000'], sandbox().apiKey],
      [env(), ['api', '/v1/checks?limit=1000'], sandbox().apiKey],
    ];
    for (const [e, argv, key] of runs) {
      const result = await runCli(argv, { env: e });
      expect(result.code, argv.join(' ')).toBe(1);
      expectKeyAbsent(result, key);
    }
  });
});

describe('a server that echoes the key back', () => {
  let echo: MisbehavingServer;
  beforeAll(async () => {
    echo = await startMisbehavingServer();
  });
  afterAll(async () => {
    await echo.close();
  });
  const echoEnv = () => ({ VIGIL_BASE_URL: echo.baseUrl, VIGIL_API_KEY: SECRET_KEY, VIGIL_ACCOUNT_ID: ACCOUNT_ID });

  it('in an error message: the sentence shows *** instead', async () => {
    echo.behaviour = 'echo-key-error';
    for (const argv of [
      ['test-sessions', 'list'],
      ['api', '/v1/checks'],
      ['api', '-i', '--verbose', '/v1/checks'],
    ]) {
      const result = await runCli(argv, { env: echoEnv() });
      expect(result.code, argv.join(' ')).toBe(1);
      expectKeyAbsent(result, SECRET_KEY);
      expect(result.stdout + result.stderr).not.toContain(SECRET_CORE);
    }
  });

  it('in a 200 body that vigil api prints, on a terminal and in a pipe', async () => {
    echo.behaviour = 'echo-key-ok';
    for (const isTTY of [false, true]) {
      const result = await runCli(['api', '/v1/whatever'], { env: echoEnv(), isTTY });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('***');
      expectKeyAbsent(result, SECRET_KEY);
    }
  });

  it('through the built binary too', async () => {
    echo.behaviour = 'echo-key-error';
    const result = await runBinary(['api', '--verbose', '/v1/checks'], { env: echoEnv() });
    expect(result.code).toBe(1);
    expectKeyAbsent(result, SECRET_KEY);
  });
});

describe('crash output', () => {
  class Sink extends PassThrough {
    text = '';
    isTTY = false;
    constructor(private readonly failWith?: string) {
      super();
    }
    override write(chunk: unknown, ...rest: unknown[]): boolean {
      if (this.failWith) throw new Error(this.failWith);
      this.text += String(chunk);
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      done?.();
      return true;
    }
  }

  it('an unexpected error holding the key prints one line without it, and so does its VIGIL_DEBUG stack', async () => {
    const dir = tempConfigDir();
    for (const debug of ['', '1']) {
      // stdout breaks with a message that (somehow) holds the key: the worst case for a crash.
      const stdout = new Sink(`write failed for request with Bearer ${sandbox().apiKey}`);
      const stderr = new Sink();
      const io: CommandIO = {
        stdout: stdout as unknown as OutputStream,
        stderr: stderr as unknown as OutputStream,
        stdin: Readable.from([]),
        env: { ...env(), VIGIL_CONFIG_DIR: dir, VIGIL_DEBUG: debug },
      };
      const code = await main(['test-sessions', 'list'], io);
      expect(code).toBe(1);
      expect(stderr.text).toMatch(/^vigil: unexpected error: /);
      expect(stderr.text).not.toContain(sandbox().apiKey);
      if (debug === '1') expect(stderr.text).toMatch(/\n\s+at /);
      else expect(stderr.text.trim().split('\n')).toHaveLength(1);
    }
  });
});
