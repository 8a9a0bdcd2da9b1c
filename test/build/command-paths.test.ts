// Test what ships: every plain command, and every option that loads code of its own at run time,
// through the built dist/cli.cjs in a child process against the real sandbox, with Node's compile
// cache on (a fresh directory, run twice: the first run writes the cache, the second must start
// from it) and off (VIGIL_CODE_CACHE=off). Paths only the built bin takes once failed there while
// the tests of the source passed: `api --input FILE` said "unreadable" for every file.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandHelp, topLevelHelp } from '../../src/commands/help.js';
import { COMMANDS, commandName } from '../../src/commands/registry.js';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { VERSION } from '../../src/version.js';
import { clientFor } from '../helpers/client.js';
import { steppedClock, stepOnceRead } from '../helpers/clock.js';
import { DIST_CLI, runBinary, runCli, type RunResult } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';
import { startInTmux } from '../helpers/tmux.js';

const sandbox = useSandbox({ seed: 13 });

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-command-paths-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** What a case is given for each run. */
interface Run {
  sb: RunningSandbox;
  /** A fresh directory of this run (files, config). */
  dir: string;
  /** The sandbox's credentials as VIGIL_* variables. */
  creds: Record<string, string>;
}

interface PathCase {
  name: string;
  args(r: Run): string[];
  /** The environment (besides VIGIL_CODE_CACHE); default: the credentials. */
  env?(r: Run): Record<string, string>;
  stdin?(r: Run): string;
  /** Done before each run, e.g. a stored login for `logout`. */
  before?(r: Run): Promise<void>;
  /** Expected exit code; default 0. */
  code?: number;
  check(result: RunResult, r: Run): void | Promise<void>;
}

const credsOf = (sb: RunningSandbox) => ({
  VIGIL_API_KEY: sb.apiKey,
  VIGIL_ACCOUNT_ID: sb.accountId,
  VIGIL_BASE_URL: sb.baseUrl,
});
/** The environment of a run with a stored login and nothing in VIGIL_*. */
const storedLogin = (r: Run) => ({ VIGIL_CONFIG_DIR: r.dir });
async function logIn(r: Run): Promise<void> {
  const done = await runCli(
    ['login', '--base-url', r.sb.baseUrl, '--account-id', r.sb.accountId, '--api-key', r.sb.apiKey],
    { env: { VIGIL_CONFIG_DIR: r.dir } },
  );
  if (done.code !== 0) throw new Error(`login for the test failed: ${done.stderr}`);
}
const maskedKey = (key: string) => `...${key.slice(-4)}`;
const json = (text: string) => JSON.parse(text) as unknown;

/** The failing fixture check's `activated`, set or read through the real client. */
async function setActivated(r: Run, activated: boolean): Promise<void> {
  const client = clientFor(r.sb);
  await client.updateCheck(r.sb.fixtures.failingCheckId, { activated });
  await client.close();
}
async function isActivated(r: Run): Promise<boolean | undefined> {
  const client = clientFor(r.sb);
  const check = await client.getCheck(r.sb.fixtures.failingCheckId);
  await client.close();
  return check.activated ?? undefined;
}

/** Members this file may remove, one per run that removes one. */
const removable: string[] = [];
let sessionIds: string[] = [];
beforeAll(async () => {
  const client = clientFor(sandbox());
  try {
    const f = sandbox().fixtures;
    const keep = new Set([f.ownerUserId, f.otherOwnerUserId, f.readOnlyUserId]);
    const members = (await client.listMembers({ limit: 100 })).items;
    removable.push(
      ...members.filter((m) => m.userId && !keep.has(m.userId) && m.role !== 'OWNER').map((m) => m.userId!),
    );
  } finally {
    await client.close();
  }
  const list = await runCli(['test-sessions', 'list', '--limit', '3', '-o', 'json'], { env: credsOf(sandbox()) });
  sessionIds = (JSON.parse(list.stdout) as { data: { id: string }[] }).data.map((s) => s.id);
});
/** The member each run of `members remove --yes` removed, by the run's directory. */
const removedIn = new Map<string, string>();
function nextRemovable(): string {
  const id = removable.shift();
  if (!id) throw new Error('the sandbox has no member left to remove');
  return id;
}

const CASES: PathCase[] = [
  {
    name: '--version',
    args: () => ['--version'],
    env: () => ({}),
    check: (o) => expect(o.stdout).toBe(`${VERSION}\n`),
  },
  {
    name: '--help',
    args: () => ['--help'],
    env: () => ({}),
    check: (o) => {
      expect(o.stdout).toBe(topLevelHelp());
      for (const entry of COMMANDS) expect(o.stdout).toContain(commandName(entry));
    },
  },
  ...COMMANDS.map(
    (entry): PathCase => ({
      name: `${commandName(entry)} --help`,
      args: () => [...entry.words, '--help'],
      env: () => ({}),
      // The bundle prints the very help text of the source.
      check: async (o) => {
        const { help } = await entry.load();
        expect(o.stdout).toBe(commandHelp(help));
      },
    }),
  ),
  {
    name: 'whoami',
    args: () => ['whoami'],
    check: (o, r) => {
      expect(o.stdout).toMatch(new RegExp(`^Account +${r.sb.accountId} +\\(from VIGIL_ACCOUNT_ID\\)$`, 'm'));
      expect(o.stdout).toMatch(new RegExp(`^API key +\\.\\.\\.${r.sb.apiKey.slice(-4)} `, 'm'));
      expect(o.stdout).not.toContain(r.sb.apiKey);
    },
  },
  {
    name: 'whoami --json, from a stored login',
    args: () => ['whoami', '--json'],
    env: storedLogin,
    before: logIn,
    check: (o, r) => {
      expect(json(o.stdout)).toMatchObject({
        accountId: r.sb.accountId,
        baseUrl: r.sb.baseUrl,
        apiKey: maskedKey(r.sb.apiKey),
        sources: { apiKey: 'stored' },
      });
      expect(o.stdout).not.toContain(r.sb.apiKey);
    },
  },
  {
    name: 'login with every value given',
    args: (r) => ['login', '--base-url', r.sb.baseUrl, '--account-id', r.sb.accountId, '--api-key', r.sb.apiKey],
    env: storedLogin,
    check: async (o, r) => {
      expect(o.stdout + o.stderr).toContain(
        `Logged in to Sandbox Demo Inc. (${r.sb.accountId}) at ${r.sb.baseUrl} with key ${maskedKey(r.sb.apiKey)}`,
      );
      expect(o.stdout + o.stderr).not.toContain(r.sb.apiKey);
      expect((await runCli(['whoami', '--json'], { env: storedLogin(r) })).stdout).toContain(r.sb.accountId);
    },
  },
  {
    name: 'login --api-key - (the key on stdin)',
    args: (r) => ['login', '--base-url', r.sb.baseUrl, '--account-id', r.sb.accountId, '--api-key', '-'],
    env: storedLogin,
    stdin: (r) => `${r.sb.apiKey}\n`,
    check: async (o, r) => {
      expect(o.stdout + o.stderr).toContain(`with key ${maskedKey(r.sb.apiKey)}`);
      expect(o.stdout + o.stderr).not.toContain(r.sb.apiKey);
      expect(json((await runCli(['whoami', '--json'], { env: storedLogin(r) })).stdout)).toMatchObject({
        sources: { apiKey: 'stored' },
      });
    },
  },
  {
    name: 'logout',
    args: () => ['logout'],
    env: storedLogin,
    before: logIn,
    check: async (o, r) => {
      expect(o.stdout + o.stderr).toContain("Forgot the credentials of profile 'default'");
      expect((await runCli(['whoami'], { env: storedLogin(r) })).stdout).not.toContain(r.sb.accountId);
    },
  },
  {
    name: 'api',
    args: () => ['api', '/v1/checks?limit=2'],
    check: (o) =>
      expect(json(o.stdout)).toEqual([
        expect.objectContaining({ id: expect.any(String), name: expect.any(String) }),
        expect.anything(),
      ]),
  },
  {
    name: 'api -i',
    args: () => ['api', '/v1/checks?limit=1', '-i'],
    check: (o) => {
      expect(o.stdout).toMatch(/^HTTP\/1\.1 200 OK\n/);
      expect(o.stdout).toMatch(/^content-range: 0-0\/137$/m);
    },
  },
  {
    name: 'api --jq',
    args: () => ['api', '/v1/checks?limit=3', '--jq', 'length'],
    check: (o) => expect(o.stdout).toBe('3\n'),
  },
  {
    name: 'api --paginate',
    args: () => ['api', '/v1/checks', '--paginate'],
    check: (o) => {
      const checks = json(o.stdout) as { id: string }[];
      expect(checks).toHaveLength(137);
      expect(new Set(checks.map((c) => c.id)).size).toBe(137);
    },
  },
  {
    name: 'api --paginate --jq',
    args: () => ['api', '/v1/checks', '--paginate', '--jq', 'length'],
    check: (o) => expect(o.stdout).toBe('137\n'),
  },
  {
    name: 'api --input FILE',
    args: (r) => {
      const file = join(r.dir, 'body.json');
      writeFileSync(file, JSON.stringify({ description: `From a file in ${r.dir}` }));
      return ['api', `/v1/status-pages/incidents/${r.sb.fixtures.incidentId}/incident-updates`, '--input', file];
    },
    check: (o, r) => expect(json(o.stdout)).toMatchObject({ description: `From a file in ${r.dir}` }),
  },
  {
    name: 'api --input -',
    args: (r) => ['api', `/v1/status-pages/incidents/${r.sb.fixtures.incidentId}/incident-updates`, '--input', '-'],
    stdin: (r) => JSON.stringify({ description: `From stdin in ${r.dir}` }),
    check: (o, r) => expect(json(o.stdout)).toMatchObject({ description: `From stdin in ${r.dir}` }),
  },
  {
    name: 'api, a 401',
    args: () => ['api', '/v1/checks'],
    env: (r) => ({ ...r.creds, VIGIL_API_KEY: 'vigil_wrong_key_0123456789abcdef' }),
    code: 1,
    check: (o) => {
      // The server's answer on stdout (as gh api does), one line on stderr.
      expect(json(o.stdout)).toMatchObject({ statusCode: 401 });
      expect(o.stderr).toMatch(/^vigil: .*401[^\n]*\n$/);
    },
  },
  {
    name: 'test-sessions list (a pipe: whole values, tab-separated)',
    args: () => ['test-sessions', 'list', '--limit', '3'],
    check: (o) =>
      expect(
        o.stdout
          .trimEnd()
          .split('\n')
          .map((l) => l.split('\t').at(-1)),
      ).toEqual(sessionIds),
  },
  {
    name: 'test-sessions list -o json',
    args: () => ['test-sessions', 'list', '--limit', '3', '-o', 'json'],
    check: (o) => expect((json(o.stdout) as { data: { id: string }[] }).data.map((s) => s.id)).toEqual(sessionIds),
  },
  {
    name: 'test-sessions list -o md',
    args: () => ['test-sessions', 'list', '--limit', '3', '-o', 'md'],
    check: (o) => {
      expect(o.stdout).toMatch(/^\| Status \| Name /);
      for (const id of sessionIds) expect(o.stdout).toContain(`\`${id}\``);
    },
  },
  {
    name: 'test-sessions list -o table --status failed',
    args: () => ['test-sessions', 'list', '--limit', '5', '--status', 'failed', '-o', 'table'],
    check: (o) => {
      const rows = o.stdout.split('\n').filter((line) => /^[A-Z]+ {2}/.test(line) && !line.startsWith('STATUS'));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatch(/^FAIL /);
    },
  },
  {
    name: 'test-sessions get',
    args: (r) => ['test-sessions', 'get', r.sb.fixtures.failedSessionId],
    check: (o, r) => {
      expect(o.stdout).toMatch(/^FAIL {2}\S/);
      expect(o.stdout).toMatch(new RegExp(`^ID +${r.sb.fixtures.failedSessionId}$`, 'm'));
      expect(o.stdout).toContain(r.sb.fixtures.failedResultId);
    },
  },
  {
    name: 'test-sessions get -o detail',
    args: (r) => ['test-sessions', 'get', r.sb.fixtures.failedSessionId, '-o', 'detail'],
    check: (o) => expect(o.stdout).toMatch(/^Status +failed$/m),
  },
  {
    name: 'test-sessions get -o json',
    args: (r) => ['test-sessions', 'get', r.sb.fixtures.failedSessionId, '-o', 'json'],
    check: (o, r) =>
      expect(json(o.stdout)).toMatchObject({ testSessionId: r.sb.fixtures.failedSessionId, status: 'FAILED' }),
  },
  {
    name: 'test-sessions get -o md',
    args: (r) => ['test-sessions', 'get', r.sb.fixtures.failedSessionId, '-o', 'md'],
    check: (o, r) => {
      expect(o.stdout).toMatch(/^## FAIL: /);
      expect(o.stdout).toContain(`- **ID:** \`${r.sb.fixtures.failedSessionId}\``);
    },
  },
  {
    name: 'test-sessions get --result',
    args: (r) => [
      'test-sessions',
      'get',
      r.sb.fixtures.failedSessionId,
      '--result',
      r.sb.fixtures.failedResultId,
      '-o',
      'json',
    ],
    check: (o, r) => expect(json(o.stdout)).toMatchObject({ id: r.sb.fixtures.failedResultId }),
  },
  {
    name: 'test-sessions get --error-group',
    args: (r) => ['test-sessions', 'get', r.sb.fixtures.failedSessionId, '--error-group', r.sb.fixtures.errorGroupId],
    check: (o, r) => expect(o.stdout).toContain(r.sb.fixtures.errorGroupId),
  },
  {
    name: 'test-sessions get --watch, a session that has ended',
    args: (r) => ['test-sessions', 'get', r.sb.fixtures.failedSessionId, '--watch', '-o', 'json'],
    check: (o) => {
      expect(o.stderr).toBe('');
      expect(json(o.stdout)).toMatchObject({ status: 'FAILED' });
    },
  },
  {
    name: 'incident-update',
    args: (r) => ['incident-update', r.sb.fixtures.incidentId, '-d', `Fix rolling out (${r.dir})`, '-s', 'monitoring'],
    check: (o, r) => {
      expect(o.stdout).toContain(`Posted an update to incident ${r.sb.fixtures.incidentId}.`);
      expect(o.stdout).toMatch(/^status +MONITORING$/m);
    },
  },
  {
    name: 'incident-update -o json',
    args: (r) => ['incident-update', r.sb.fixtures.incidentId, '-d', `Still watching (${r.dir})`, '-o', 'json'],
    check: (o, r) =>
      expect(json(o.stdout)).toMatchObject({ description: `Still watching (${r.dir})`, notifySubscribers: false }),
  },
  {
    name: 'members remove --yes',
    args: (r) => {
      const id = nextRemovable();
      removedIn.set(r.dir, id);
      return ['members', 'remove', id, '--yes'];
    },
    check: (o, r) => expect(o.stdout).toBe(`Removed member ${removedIn.get(r.dir)} from account ${r.sb.accountId}.\n`),
  },
  {
    name: 'members remove without --yes in a pipe',
    args: (r) => ['members', 'remove', r.sb.fixtures.otherOwnerUserId],
    code: 2,
    check: (o, r) => {
      expect(o.stderr).toMatch(
        /^vigil: removing a member needs confirmation and there is no terminal to ask on: pass --yes/,
      );
      expect(r.sb.requests.some((q) => q.method === 'DELETE' && q.path.includes(r.sb.fixtures.otherOwnerUserId))).toBe(
        false,
      );
    },
  },
  // The commands that mirror the TUI's screens, each output, and the writes that pause and resume.
  {
    name: 'checks list (a pipe: whole values, tab-separated)',
    args: () => ['checks', 'list'],
    check: (o) => expect(o.stdout.split('\n')[0]).toMatch(/^FAIL\t[^\t]+\t/),
  },
  {
    name: 'checks list -o table',
    args: () => ['checks', 'list', '-o', 'table'],
    check: (o) => {
      const [header, first] = o.stdout.split('\n');
      expect(header).toMatch(/^STATUS\s+NAME\s+TYPE/);
      expect(first).toMatch(/^FAIL\s/);
    },
  },
  {
    name: 'checks list -o json --status failing',
    args: () => ['checks', 'list', '-o', 'json', '--status', 'failing'],
    check: (o) => expect((json(o.stdout) as { data: unknown[] }).data.length).toBeGreaterThan(0),
  },
  {
    name: 'checks list -o md',
    args: () => ['checks', 'list', '-o', 'md', '--limit', '3'],
    check: (o) => expect(o.stdout).toMatch(/^\| STATUS \| NAME /),
  },
  {
    name: 'checks get',
    args: (r) => ['checks', 'get', r.sb.fixtures.failingCheckId],
    check: (o, r) => expect(o.stdout).toContain(r.sb.fixtures.failingCheckId),
  },
  {
    name: 'checks get -o json',
    args: (r) => ['checks', 'get', r.sb.fixtures.failingCheckId, '-o', 'json'],
    check: (o, r) => expect(json(o.stdout)).toMatchObject({ data: { id: r.sb.fixtures.failingCheckId } }),
  },
  {
    name: 'checks pause --yes',
    args: (r) => ['checks', 'pause', '--yes', r.sb.fixtures.failingCheckId],
    before: async (r) => setActivated(r, true),
    check: async (o, r) => {
      expect(o.stdout).toMatch(/^Paused check /);
      expect(await isActivated(r)).toBe(false);
    },
  },
  {
    name: 'checks resume --yes',
    args: (r) => ['checks', 'resume', '--yes', r.sb.fixtures.failingCheckId],
    before: async (r) => setActivated(r, false),
    check: async (o, r) => {
      expect(o.stdout).toMatch(/^Resumed check /);
      expect(await isActivated(r)).toBe(true);
    },
  },
  {
    name: 'check-groups list -o table',
    args: () => ['check-groups', 'list', '-o', 'table'],
    check: (o) => expect(o.stdout).toMatch(/^ID\s+NAME/),
  },
  {
    name: 'check-groups get',
    args: (r) => ['check-groups', 'get', String(r.sb.fixtures.noPolicyGroupId)],
    check: (o) => expect(o.stdout).toMatch(/rule 3/),
  },
  {
    name: 'check-groups get -o code',
    args: (r) => ['check-groups', 'get', String(r.sb.fixtures.highFrequencyGroupId), '-o', 'code'],
    check: (o) => {
      expect(o.stdout).toContain('new CheckGroupV2("');
      expect(o.stdout).toContain('CheckGroupV2.fromId(');
    },
  },
  {
    name: 'incidents list -o table',
    args: () => ['incidents', 'list', '-o', 'table'],
    check: (o) => expect(o.stdout).toMatch(/^NAME\s+(SEVERITY\s+)?LAST STATUS/),
  },
  {
    name: 'incidents get',
    args: (r) => ['incidents', 'get', r.sb.fixtures.incidentId],
    check: (o, r) => expect(o.stdout).toContain(r.sb.fixtures.incidentId),
  },
  {
    name: 'alert-channels list',
    args: () => ['alert-channels', 'list'],
    check: (o) => expect(o.stdout).toMatch(/^\d+\t(EMAIL|SLACK|WEBHOOK|SMS|PAGERDUTY|OPSGENIE|MSTEAMS|\w+)\t/),
  },
  {
    name: 'alert-channels get',
    args: () => ['alert-channels', 'get', '1'],
    check: (o) => expect(o.stdout).toMatch(/^id\s+1$/m),
  },
  {
    name: 'members list',
    args: () => ['members', 'list'],
    check: (o, r) => expect(o.stdout).toContain(r.sb.fixtures.ownerUserId.slice(0, 8)),
  },
  {
    name: 'completion bash',
    args: () => ['completion', 'bash'],
    env: () => ({}),
    check: (o) => expect(o.stdout).toContain('complete -o default -F _vigil vigil'),
  },
  {
    name: 'help checks list',
    args: () => ['help', 'checks', 'list'],
    env: () => ({}),
    check: (o) => expect(o.stdout).toMatch(/^Usage: vigil checks list/m),
  },
];

type Mode = 'code cache on' | 'code cache off';
const MODES: Mode[] = ['code cache on', 'code cache off'];

/** Node's compile cache files under `dir`, each with its inode and modification time. */
const cacheFiles = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const stat = statSync(join(e.parentPath, e.name));
        return [join(e.parentPath, e.name), `${stat.ino}:${stat.mtimeMs}`];
      }),
  );

/**
 * Runs `run` once with the cache off, or twice with a fresh cache directory: then the first run
 * must leave Node's compile cache and a second successful one must take it as it is (Node
 * accepted every file; a refused one would be written again).
 */
async function inMode(
  mode: Mode,
  run: (cacheEnv: Record<string, string>) => Promise<RunResult>,
  succeeds: boolean,
): Promise<RunResult[]> {
  if (mode === 'code cache off') return [await run({ VIGIL_CODE_CACHE: 'off' })];
  const cache = tempDir();
  const first = await run({ VIGIL_CODE_CACHE: cache });
  const made = cacheFiles(cache);
  expect(Object.keys(made).length, 'the first run wrote the compile cache').toBeGreaterThan(0);
  const second = await run({ VIGIL_CODE_CACHE: cache });
  if (succeeds) expect(cacheFiles(cache), 'the second run took the cache as it was').toEqual(made);
  return [first, second];
}

describe.each(MODES)('the built bin, %s', (mode) => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await inMode(
      mode,
      async (cacheEnv) => {
        const r: Run = { sb: sandbox(), dir: tempDir(), creds: credsOf(sandbox()) };
        await c.before?.(r);
        const env = { ...(c.env ? c.env(r) : r.creds), ...cacheEnv };
        const stdin = c.stdin?.(r);
        const result = await runBinary(c.args(r), { env, ...(stdin !== undefined ? { stdin } : {}) });
        expect(result.code, `exit code; stderr: ${result.stderr}`).toBe(c.code ?? 0);
        if ((c.code ?? 0) === 0) expect(result.stderr.includes('vigil: '), result.stderr).toBe(false);
        await c.check(result, r);
        return result;
      },
      (c.code ?? 0) === 0,
    );
  });

  it('test-sessions get --watch waits for a running session, then prints it', async () => {
    await inMode(
      mode,
      async (cacheEnv) => {
        // A sandbox of its own per run, on a stepped clock: the session runs until the program has
        // read it (however long a loaded machine takes to start it), then ends.
        const clock = steppedClock();
        const sb = await startSandbox({ seed: 2, sessions: 12, runningSessionMs: 1500, clock });
        try {
          const id = sb.fixtures.runningSessionIds[0]!;
          const ended = stepOnceRead(sb, `/v1/test-sessions/${id}`, clock, 1500);
          const result = await runBinary(['test-sessions', 'get', id, '--watch'], {
            env: { ...credsOf(sb), ...cacheEnv },
          });
          await ended;
          expect(result.code, result.stderr).toBe(0);
          expect(result.stderr).toMatch(/^Waiting for ".+" to finish\.\.\.\n$/);
          expect(result.stdout).toMatch(/^(FAIL|PASS|CANCEL) {2}\S/);
          expect(result.stdout).toMatch(new RegExp(`^ID +${id}$`, 'm'));
          expect(sb.requests.map((q) => q.path)).toContain(`/v1/test-sessions/${id}/completion`);
          return result;
        } finally {
          await sb.close();
        }
      },
      true,
    );
  });

  it('sandbox --state keeps a change across a restart, and stops on SIGTERM with exit 0', async () => {
    const state = join(tempDir(), 'state.json');
    const description = `Kept across restarts (${mode})`;
    let posted = false;
    await inMode(
      mode,
      (cacheEnv) =>
        serveSandbox(['--state', state], cacheEnv, async (creds, incidentId) => {
          const updates = `/v1/status-pages/incidents/${incidentId}/incident-updates`;
          if (!posted) {
            const post = await runBinary(['api', updates, '-F', `description=${description}`], {
              env: { ...creds, VIGIL_CODE_CACHE: 'off' },
            });
            expect(post.code, post.stderr).toBe(0);
            posted = true;
          }
          const incident = await runBinary(['api', `/v1/status-pages/incidents/${incidentId}`], {
            env: { ...creds, VIGIL_CODE_CACHE: 'off' },
          });
          expect(incident.stdout).toContain(description);
        }),
      true,
    );
    if (mode === 'code cache off') {
      // One run only: restart once more to see the change come back from the file.
      await serveSandbox(['--state', state], { VIGIL_CODE_CACHE: 'off' }, async (creds, incidentId) => {
        const incident = await runBinary(['api', `/v1/status-pages/incidents/${incidentId}`], {
          env: { ...creds, VIGIL_CODE_CACHE: 'off' },
        });
        expect(incident.stdout).toContain(description);
      });
    }
  });

  it('login asks on a terminal for what is missing, the key without echo', async () => {
    await inMode(
      mode,
      async (cacheEnv) => {
        const sb = sandbox();
        const dir = tempDir();
        const term = startInTmux({
          dir,
          env: { HOME: dir, VIGIL_CONFIG_DIR: dir, ...cacheEnv },
          args: ['login', '--base-url', sb.baseUrl],
          columns: 200,
        });
        try {
          await term.waitForPane((t) => t.includes('Account ID:') || t.includes('EXIT:'), 'the account ID prompt');
          term.text(sb.accountId);
          term.keys('Enter');
          await term.waitForPane((t) => t.includes('API key:') || t.includes('EXIT:'), 'the API key prompt');
          term.text(sb.apiKey);
          term.keys('Enter');
          const pane = await term.waitForPane((t) => t.includes('EXIT:'), 'the exit code');
          expect(pane).toContain('EXIT:0');
          expect(pane).toContain(`with key ${maskedKey(sb.apiKey)}`);
          expect(pane.replace(/\s+/g, '')).not.toContain(sb.apiKey);
          expect(json((await runCli(['whoami', '--json'], { env: { VIGIL_CONFIG_DIR: dir } })).stdout)).toMatchObject({
            accountId: sb.accountId,
            sources: { apiKey: 'stored' },
          });
          return { code: 0, stdout: pane, stderr: '' };
        } finally {
          await term.close();
        }
      },
      true,
    );
  });

  it("the TUI's own errors are reported by the dispatcher (another bundle): one line and their exit code", async () => {
    await inMode(
      mode,
      async (cacheEnv) => {
        const dir = tempDir();
        const term = startInTmux({
          dir,
          env: { HOME: dir, VIGIL_CONFIG_DIR: dir, VIGIL_TIMEOUT_MS: 'soon', ...cacheEnv },
          args: [],
          columns: 200,
        });
        try {
          const pane = await term.waitForPane((t) => t.includes('EXIT:'), 'the exit code');
          expect(pane).toContain('EXIT:2');
          expect(pane).toMatch(/^vigil: VIGIL_TIMEOUT_MS must be a whole number of milliseconds .* not "soon"/m);
          expect(pane).not.toContain('unexpected');
          return { code: 2, stdout: pane, stderr: '' };
        } finally {
          await term.close();
        }
      },
      false,
    );
  });

  it('members remove asks on a terminal for the email typed back, then removes', async () => {
    await inMode(
      mode,
      async (cacheEnv) => {
        const sb = sandbox();
        const dir = tempDir();
        const userId = nextRemovable();
        const term = startInTmux({
          dir,
          env: { HOME: dir, VIGIL_CONFIG_DIR: dir, ...credsOf(sb), ...cacheEnv },
          args: ['members', 'remove', userId],
          columns: 200,
        });
        try {
          const asked = await term.waitForPane(
            (t) => t.includes("Type the member's email") || t.includes('EXIT:'),
            'the confirmation',
          );
          expect(asked).toMatch(new RegExp(`from account .*\\(${sb.accountId}\\)`));
          const email = /\(([^()\s]+@[^()\s]+)\) or user ID/.exec(asked)?.[1];
          expect(email, asked).toBeDefined();
          term.text(email!);
          term.keys('Enter');
          const pane = await term.waitForPane((t) => t.includes('EXIT:'), 'the exit code');
          expect(pane).toContain('EXIT:0');
          expect(pane).toContain(`Removed ${asked.match(/This removes (.*) from account/)![1]} from account `);
          expect(pane).toMatch(new RegExp(`^Removed .* from account .*\\(${sb.accountId}\\)\\.$`, 'm'));
          const client = clientFor(sb);
          try {
            expect((await client.listMembers({ limit: 100 })).items.map((m) => m.userId)).not.toContain(userId);
          } finally {
            await client.close();
          }
          return { code: 0, stdout: pane, stderr: '' };
        } finally {
          await term.close();
        }
      },
      true,
    );
  });
});

/**
 * Runs `vigil sandbox --port 0 --json ...` from the built bin, calls `use` with its credentials,
 * then stops it with SIGTERM and returns how it ended.
 */
async function serveSandbox(
  args: string[],
  cacheEnv: Record<string, string>,
  use: (creds: Record<string, string>, incidentId: string) => Promise<void>,
): Promise<RunResult> {
  const dir = tempDir();
  const child = spawn(process.execPath, [DIST_CLI, 'sandbox', '--port', '0', '--json', ...args], {
    env: { PATH: process.env.PATH, HOME: dir, VIGIL_CONFIG_DIR: dir, ...cacheEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const ended = new Promise<number>((resolve) =>
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1))),
  );
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('close', () => reject(new Error(`vigil sandbox ended before printing its address: ${stderr}`)));
    });
    const started = JSON.parse(line) as { baseUrl: string; apiKey: string; accountId: string };
    const creds = {
      VIGIL_BASE_URL: started.baseUrl,
      VIGIL_API_KEY: started.apiKey,
      VIGIL_ACCOUNT_ID: started.accountId,
    };
    const incidents = await runBinary(['api', '/v1/status-pages/incidents', '--jq', '.entries[0].id', '--raw'], {
      env: { ...creds, VIGIL_CODE_CACHE: 'off' },
    });
    // --raw prints the string without its quotes, as jq -r does.
    await use(creds, incidents.stdout.trim());
  } finally {
    child.kill('SIGTERM');
  }
  const code = await ended;
  expect(code, stderr).toBe(0);
  expect(stderr).toBe('');
  return { code, stdout: '', stderr };
}
