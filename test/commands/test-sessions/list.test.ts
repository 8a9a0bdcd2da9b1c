// `vigil test-sessions list` against the real sandbox: every option reaches the server as the
// query of api-contract.md, the answer is filtered as asked, and bad values send nothing.
import { describe, expect, it } from 'vitest';
import type { TestSessionListEntry } from '../../../src/client/schemas/index.js';
import type { RunningSandbox } from '../../../src/sandbox/index.js';
import { displayWidth } from '../../../src/format/width.js';
import { runCli, tempConfigDir, type RunOptions } from '../../helpers/run-cli.js';
import { useSandbox } from '../../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 11, sessions: 120 });

async function list(argv: string[], o: RunOptions = {}) {
  const sb = sandbox();
  return runCli(['test-sessions', 'list', ...argv], {
    ...o,
    env: {
      VIGIL_API_KEY: sb.apiKey,
      VIGIL_ACCOUNT_ID: sb.accountId,
      VIGIL_BASE_URL: sb.baseUrl,
      VIGIL_CONFIG_DIR: tempConfigDir(),
      ...o.env,
    },
  });
}

interface ListJson {
  data: TestSessionListEntry[];
  pagination: { nextId: string | null; length: number };
}

/** `list -o json ...argv`, and the one request the sandbox saw for it. */
async function listJson(argv: string[]): Promise<{ out: ListJson; request: RunningSandbox['requests'][number] }> {
  const before = sandbox().requests.length;
  const r = await list([...argv, '-o', 'json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const requests = sandbox().requests.slice(before);
  expect(requests).toHaveLength(1);
  return { out: JSON.parse(r.stdout) as ListJson, request: requests[0]! };
}

const query = (q: string) => new URLSearchParams(q.replace(/^\?/, ''));

describe('test-sessions list: options reach the server and filter', () => {
  it('asks for 20 newest sessions by default', async () => {
    const { out, request } = await listJson([]);
    expect(request.path).toBe('/v1/test-sessions');
    expect(query(request.query).get('limit')).toBe('20');
    expect(out.data).toHaveLength(20);
    expect(out.pagination).toEqual({ nextId: expect.any(String), length: 20 });
    const started = out.data.map((s) => Date.parse(s.startedAt));
    expect([...started].sort((a, b) => b - a)).toEqual(started);
  });

  it('--limit and --cursor walk pages without repeats', async () => {
    const first = await listJson(['--limit', '7']);
    expect(first.out.data).toHaveLength(7);
    const second = await listJson(['-l', '7', '--cursor', first.out.pagination.nextId!]);
    expect(query(second.request.query).get('nextId')).toBe(first.out.pagination.nextId);
    expect(second.out.data).toHaveLength(7);
    const ids = new Set([...first.out.data, ...second.out.data].map((s) => s.id));
    expect(ids.size).toBe(14);
  });

  it('--status, repeated and comma-separated, is sent upper case', async () => {
    const { out, request } = await listJson(['--status', 'failed,cancelled', '--status', 'failed']);
    expect(query(request.query).getAll('statuses[]')).toEqual(['FAILED', 'CANCELLED']);
    expect(out.data.length).toBeGreaterThan(0);
    for (const s of out.data) expect(['FAILED', 'CANCELLED']).toContain(s.status);
  });

  it('--branch, repeatable', async () => {
    const { out, request } = await listJson(['--branch', 'main', '--branch', 'develop']);
    expect(query(request.query).getAll('branches[]')).toEqual(['main', 'develop']);
    expect(out.data.length).toBeGreaterThan(0);
    for (const s of out.data) expect(['main', 'develop']).toContain(s.branchName);
  });

  it('--user and --no-users', async () => {
    const owner = (await listJson(['--limit', '50'])).out.data.find((s) => s.commitOwner)!.commitOwner!;
    const byUser = await listJson(['--user', owner]);
    expect(query(byUser.request.query).getAll('users[]')).toEqual([owner]);
    expect(byUser.out.data.length).toBeGreaterThan(0);
    for (const s of byUser.out.data)
      expect([s.commitOwner, s.invoker?.name].join(' ').toLowerCase()).toContain(owner.toLowerCase().split('-')[0]);
    const nobody = await listJson(['--no-users']);
    expect(query(nobody.request.query).get('noUsers')).toBe('true');
    for (const s of nobody.out.data) expect(s.commitOwner ?? null).toBeNull();
  });

  it('--provider, with pw_reporter sent as PW_REPORTER', async () => {
    const { out, request } = await listJson(['--provider', 'pw_reporter,api']);
    expect(query(request.query).getAll('providers[]')).toEqual(['PW_REPORTER', 'API']);
    expect(out.data.length).toBeGreaterThan(0);
    for (const s of out.data) expect(['PW_REPORTER', 'API']).toContain(s.provider);
  });

  it('--search and -s send textSearch', async () => {
    const { out, request } = await listJson(['-s', 'payments']);
    expect(query(request.query).get('textSearch')).toBe('payments');
    expect(out.data.length).toBeGreaterThan(0);
    for (const s of out.data) expect(JSON.stringify(s).toLowerCase()).toContain('payments');
  });

  it('--error-group lists the sessions that hit it', async () => {
    const group = sandbox().fixtures.errorGroupId;
    const { out, request } = await listJson(['--error-group', group]);
    expect(query(request.query).get('errorGroupId')).toBe(group);
    expect(out.data.length).toBeGreaterThan(0);
    for (const s of out.data) expect(s.errorGroupIds).toContain(group);
  });

  it('--from and --to, as ISO dates or Unix seconds', async () => {
    const all = (await listJson(['--limit', '100'])).out.data;
    const newest = Date.parse(all[0]!.created_at ?? all[0]!.startedAt);
    const from = new Date(newest - 5 * 86_400_000).toISOString().slice(0, 10);
    const to = Math.floor((newest - 86_400_000) / 1000);
    const { out, request } = await listJson(['--from', from, '--to', String(to)]);
    expect(query(request.query).get('from')).toBe(String(Date.parse(`${from}T00:00:00Z`) / 1000));
    expect(query(request.query).get('to')).toBe(String(to));
    expect(out.data.length).toBeGreaterThan(0);
    for (const s of out.data) {
      const created = Date.parse(s.created_at ?? s.startedAt) / 1000;
      expect(created).toBeGreaterThanOrEqual(Date.parse(`${from}T00:00:00Z`) / 1000);
      expect(created).toBeLessThan(to);
    }
  });

  it('says so when nothing matches', async () => {
    const said = 'No test sessions match these filters: try fewer filters or a wider --from/--to.\n';
    const table = await list(['--search', 'no-such-session-anywhere', '-o', 'table']);
    expect(table).toMatchObject({ code: 0, stdout: said });
    // In a pipe (whole values), stdout stays empty and the sentence goes to stderr.
    const piped = await list(['--search', 'no-such-session-anywhere']);
    expect(piped).toMatchObject({ code: 0, stdout: '', stderr: said });
  });
});

describe('test-sessions list in a pipe', () => {
  it('whole values, tab-separated, one session a line, no header or notes', async () => {
    const r = await list(['-l', '5']);
    expect(r.code).toBe(0);
    const json = (await listJson(['-l', '5'])).out;
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    for (const [i, line] of lines.entries()) {
      const fields = line.split('\t');
      expect(fields.at(-1)).toBe(json.data[i]!.id);
      // The name whole (the fitted table cuts it); one with control characters is escaped instead.
      if (!/[\u0000-\u001f\u007f-\u009f]/.test(json.data[i]!.name)) expect(fields[1]).toBe(json.data[i]!.name);
    }
    expect(r.stdout).not.toMatch(/Next page|newest first|…/);
  });
});

describe('test-sessions list: outputs', () => {
  it('table: fits the width, ends with the count and the commands to go on', async () => {
    const r = await list(['--status', 'failed,passed', '--branch', 'main', '-l', '3', '-o', 'table']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    const table = lines.slice(0, lines.indexOf(''));
    expect(table[0]).toMatch(/^STATUS {2}STARTED {2}NAME +ID$/);
    expect(table.length).toBeGreaterThan(1);
    for (const line of table) expect(displayWidth(line)).toBeLessThanOrEqual(80);
    expect(table).toHaveLength(4);
    for (const line of table.slice(1)) expect(line).toMatch(/^(FAIL|PASS) {4}/);
    const next = lines.find((l) => l.startsWith('Next page:'))!;
    expect(next).toMatch(
      /vigil test-sessions list --cursor \S+ --limit 3 --status failed,passed --branch main --output table$/,
    );
    const firstId = lines[1]!.split(/\s+/).at(-1)!;
    expect(lines.at(-1)).toBe(`First session: vigil test-sessions get ${firstId}`);
  });

  it('table: the next-page command gives the next page', async () => {
    const r = await list(['-l', '4', '--provider', 'github', '-o', 'table']);
    const command = r.stdout
      .split('\n')
      .find((l) => l.startsWith('Next page:'))!
      .replace(/^Next page:\s+vigil /, '');
    const next = await runCli(command.split(' '), {
      env: {
        VIGIL_API_KEY: sandbox().apiKey,
        VIGIL_ACCOUNT_ID: sandbox().accountId,
        VIGIL_BASE_URL: sandbox().baseUrl,
      },
    });
    expect(next.code).toBe(0);
    const ids = (text: string) =>
      text
        .split('\n')
        .slice(1, 5)
        .map((l) => l.split(/\s+/).at(-1));
    expect(ids(next.stdout)).toHaveLength(4);
    expect(ids(next.stdout).some((id) => ids(r.stdout).includes(id))).toBe(false);
  });

  it('table: uses the terminal width, never wraps a row, and colours status only when wanted', async () => {
    const wide = await list(['-l', '10'], { isTTY: true, columns: 150 });
    const rows = wide.stdout.split('\n').slice(0, 11);
    expect(rows[0]).toContain('BRANCH');
    for (const row of rows) expect(displayWidth(row.replace(/\u001b\[\d+m/g, ''))).toBeLessThanOrEqual(150);
    expect(wide.stdout).toMatch(/\u001b\[3[1-6]m(FAIL|PASS|RUN|CANCEL)/);
    const noColor = await list(['-l', '10'], { isTTY: true, columns: 150, env: { NO_COLOR: '1' } });
    expect(noColor.stdout).not.toContain('\u001b[');
    const dumb = await list(['-l', '10'], { isTTY: true, columns: 150, env: { TERM: 'dumb' } });
    expect(dumb.stdout).not.toContain('\u001b[');
    const pipe = await list(['-l', '10']);
    expect(pipe.stdout).not.toContain('\u001b[');
  });

  it('md: one table row per session, whatever the names hold', async () => {
    const r = await list(['-l', '20', '-o', 'md']);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(22);
    for (const line of lines) expect(line.match(/(?<!\\)\|/g)).toHaveLength(12);
    expect(lines[1]).toMatch(/^\| -+ \| -+ \|/);
  });
});

describe('test-sessions list: server text never reaches the terminal raw', () => {
  it('escapes control characters in table and md, keeps them JSON-escaped in json', async () => {
    // Session index 5 of every seed carries escape sequences in its name.
    const json = (await listJson(['-l', '10'])).out;
    const evil = json.data.find((s) => s.name.includes('\u001b'));
    expect(evil).toBeDefined();
    for (const argv of [[], ['-o', 'md']]) {
      for (const o of [{}, { isTTY: true, columns: 200, env: { NO_COLOR: '1' } }]) {
        const r = await list(['-l', '10', ...argv], o);
        expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
      }
    }
    const md = await list(['-l', '10', '-o', 'md']);
    expect(md.stdout).toContain('\\\\x1b[2J');
    const raw = await list(['-l', '10', '-o', 'json']);
    expect(raw.stdout).toContain('\\u001b[2J');
    expect(raw.stdout).not.toContain('\u001b');
  });
});

describe('test-sessions list: bad values are refused before any request', () => {
  it.each([
    [['--limit', '0'], /--limit must be a whole number from 1 to 100/],
    [['--limit', '500'], /from 1 to 100/],
    [['--status', 'broken'], /one of running, failed, passed, cancelled/],
    [['--provider', 'gitlab'], /one of github, vercel, api, trigger, pw_reporter/],
    [['--search', 'ab'], /3 to 200 characters/],
    [['--from', 'last week'], /--from: .*not an ISO date/],
    [['--to', '2024-02-31'], /--to: .*not a real date/],
    [['--error-group', '42'], /--error-group must be a test-session error group ID/],
    [['-o', 'csv'], /--output must be one of table, json, md/],
    [['--bogus'], /unknown option --bogus/],
  ])('%j', async (argv, message) => {
    const before = sandbox().requests.length;
    const r = await list(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(sandbox().requests.length).toBe(before);
  });
});
