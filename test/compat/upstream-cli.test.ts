// Drop-in for scripts written for the service's own CLI (issue 17): each row runs the built
// binary against the real sandbox and checks what a script sees (stdout, after JSON parsing or
// as exact text, and the exit code) and, where it matters, what went on the wire. A row is
// either the upstream client's behaviour, or a difference docs/upstream-compat.md lists with its reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox/index.js';
import { steppedClock, stepOnceRead } from '../helpers/clock.js';
import { runBinary, tempConfigDir, type RunResult } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 17, checks: 24, sessions: 60 });
const MISSING = '00000000-0000-4000-8000-000000000000';
const cacheDir = mkdtempSync(join(tmpdir(), 'vigil-compat-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** The server's own answer to a GET, as text (what upstream and vigil both start from). */
async function server(path: string): Promise<{ status: number; text: string }> {
  const sb = sandbox();
  const r = await fetch(sb.baseUrl + path, {
    headers: { authorization: `Bearer ${sb.apiKey}`, 'x-service-account': sb.accountId },
  });
  return { status: r.status, text: await r.text() };
}

/** Keys in order too: JSON.stringify writes them as they are held. */
const ordered = (value: unknown): string => JSON.stringify(value);
/**
 * Every object's keys in their order, nested; lists of plain values count for nothing, since
 * the sandbox's running sessions move on between two reads (their result lists grow).
 */
function keyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'object' && v !== null).map(keyOrder);
  if (typeof value === 'object' && value !== null) return Object.entries(value).map(([k, v]) => [k, keyOrder(v)]);
  return null;
}
const ids = (entries: unknown[]): unknown[] => entries.map((e) => (e as { id: unknown }).id);
const lines = (stdout: string): unknown[] =>
  stdout
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as unknown);

type Wire = { method: string; path: string; query: string } | 'nothing';

interface Row {
  /** The case, in the words of the table or the upstream client's documentation. */
  name: string;
  /** Same as upstream, or a difference listed in docs/upstream-compat.md. */
  upstream: 'same' | 'difference';
  args: (sb: RunningSandbox) => string[];
  code: number;
  /** What stdout must be: checked after JSON parsing, or as exact text. */
  stdout: (stdout: string, sb: RunningSandbox) => Promise<void> | void;
  stderr?: RegExp;
  /** The one request sent (query decoded), or that nothing was sent. */
  wire?: (sb: RunningSandbox) => Wire;
}

const ROWS: Row[] = [
  {
    name: "api /v1/checks --jq '.[].name': JSON values, one per line",
    upstream: 'same',
    args: () => ['api', '/v1/checks', '--jq', '.[].name'],
    code: 0,
    async stdout(out) {
      const names = (JSON.parse((await server('/v1/checks')).text) as Array<{ name: string }>).map((c) => c.name);
      expect(
        out
          .trimEnd()
          .split('\n')
          .every((l) => l.startsWith('"')),
      ).toBe(true);
      expect(lines(out)).toEqual(names);
    },
  },
  {
    name: "api ... --jq '.[].name' -r: raw strings, as jq -r",
    upstream: 'same',
    args: () => ['api', '/v1/checks', '--jq', '.[].id', '-r'],
    code: 0,
    async stdout(out) {
      const ids = (JSON.parse((await server('/v1/checks')).text) as Array<{ id: string }>).map((c) => c.id);
      expect(out).toBe(`${ids.join('\n')}\n`);
    },
  },
  {
    name: 'api ... --jq .message on a 404: the error body filtered, exit code the error one',
    upstream: 'same',
    args: () => ['api', `/v1/checks/${MISSING}`, '--jq', '.message'],
    code: 1,
    async stdout(out) {
      const body = JSON.parse((await server(`/v1/checks/${MISSING}`)).text) as { message: string };
      expect(out).toBe(`${JSON.stringify(body.message)}\n`);
    },
    stderr: /404 Not Found/,
  },
  {
    name: '--jq yielding objects, in a pipe: pretty-printed as jq does',
    upstream: 'same',
    args: (sb) => ['api', `/v1/checks/${sb.fixtures.pausedCheckId}`, '--jq', '{id, activated}'],
    code: 0,
    stdout(out, sb) {
      expect(out).toBe(`{\n  "id": ${JSON.stringify(sb.fixtures.pausedCheckId)},\n  "activated": false\n}\n`);
    },
  },
  {
    name: 'api --help names --jq and -r/--raw',
    upstream: 'same',
    args: () => ['api', '--help'],
    code: 0,
    stdout(out) {
      expect(out).toMatch(/^ {2}-q, --jq EXPR .*jq/m);
      expect(out).toMatch(/^ {2}-r, --raw .*jq -r/m);
    },
    wire: () => 'nothing',
  },
  {
    name: '-F list on GET: ids[]=1&ids[]=2 (here tag[]=a&tag[]=b)',
    upstream: 'same',
    args: () => ['api', '/v1/checks', '-X', 'GET', '-F', 'tag:=["a","b"]'],
    code: 0,
    stdout(out) {
      expect(JSON.parse(out)).toEqual([]);
    },
    wire: () => ({ method: 'GET', path: '/v1/checks', query: 'tag[]=a&tag[]=b' }),
  },
  {
    name: '-F object on GET: o[a]=1 (the sandbox refuses the unknown parameter: 400, exit 1)',
    upstream: 'same',
    args: () => ['api', '/v1/checks', '-X', 'GET', '-F', 'o:={"a":1}'],
    code: 1,
    stdout(out) {
      expect(JSON.parse(out)).toMatchObject({ statusCode: 400, message: expect.stringContaining('o[a]') });
    },
    wire: () => ({ method: 'GET', path: '/v1/checks', query: 'o[a]=1' }),
  },
  {
    name: 'nested -F a[b]=c on GET keeps its key',
    upstream: 'same',
    args: () => ['api', '/v1/checks', '-X', 'GET', '-F', 'a[b]=c'],
    code: 1,
    stdout(out) {
      expect(JSON.parse(out)).toMatchObject({ statusCode: 400 });
    },
    wire: () => ({ method: 'GET', path: '/v1/checks', query: 'a[b]=c' }),
  },
  {
    name: '-F with -X DELETE: the query string, no body',
    upstream: 'same',
    args: () => ['api', '/v1/checks', '-X', 'DELETE', '-F', 'ids:=[1,2]', '--verbose'],
    code: 1,
    stdout(out) {
      expect(JSON.parse(out)).toMatchObject({ statusCode: 405 });
    },
    // No body: no content-type among the request headers --verbose shows.
    stderr: /^(?![\s\S]*^> content-type)[\s\S]*^> DELETE \S+\/v1\/checks\?ids%5B%5D=1&ids%5B%5D=2$/m,
    wire: () => ({ method: 'DELETE', path: '/v1/checks', query: 'ids[]=1&ids[]=2' }),
  },
  {
    name: 'test-sessions list --branch a,b: two values',
    upstream: 'same',
    args: () => ['test-sessions', 'list', '--branch', 'main,develop', '-o', 'json'],
    code: 0,
    stdout(out) {
      const { data } = JSON.parse(out) as { data: Array<{ branchName: string }> };
      expect(data.length).toBeGreaterThan(0);
      for (const s of data) expect(['main', 'develop']).toContain(s.branchName);
    },
    wire: () => ({ method: 'GET', path: '/v1/test-sessions', query: 'limit=20&branches[]=main&branches[]=develop' }),
  },
  {
    name: 'test-sessions list --user a,b: two values',
    upstream: 'same',
    args: () => ['test-sessions', 'list', '--user', 'ana,bo', '-o', 'json'],
    code: 0,
    stdout(out) {
      expect(JSON.parse(out)).toMatchObject({ data: expect.any(Array), pagination: expect.any(Object) });
    },
    wire: () => ({ method: 'GET', path: '/v1/test-sessions', query: 'limit=20&users[]=ana&users[]=bo' }),
  },
  {
    name: '--provider pw-reporter: accepted, - read as _',
    upstream: 'same',
    args: () => ['test-sessions', 'list', '--provider', 'pw-reporter', '-o', 'json'],
    code: 0,
    stdout(out) {
      const { data } = JSON.parse(out) as { data: Array<{ provider: string }> };
      expect(data.length).toBeGreaterThan(0);
      for (const s of data) expect(s.provider).toBe('PW_REPORTER');
    },
    wire: () => ({ method: 'GET', path: '/v1/test-sessions', query: 'limit=20&providers[]=PW_REPORTER' }),
  },
  {
    name: 'list filters on the wire: statuses[]=FAILED&statuses[]=PASSED',
    upstream: 'same',
    args: () => ['test-sessions', 'list', '--status', 'failed,passed', '-o', 'json'],
    code: 0,
    stdout(out) {
      const { data } = JSON.parse(out) as { data: Array<{ status: string }> };
      expect(data.length).toBeGreaterThan(0);
      for (const s of data) expect(['FAILED', 'PASSED']).toContain(s.status);
    },
    wire: () => ({ method: 'GET', path: '/v1/test-sessions', query: 'limit=20&statuses[]=FAILED&statuses[]=PASSED' }),
  },
  {
    name: 'test-sessions list -o json: {data, pagination}, entries with keys in the server order',
    upstream: 'same',
    args: () => ['test-sessions', 'list', '--limit', '5', '-o', 'json'],
    code: 0,
    async stdout(out) {
      const raw = JSON.parse((await server('/v1/test-sessions?limit=5')).text) as {
        entries: unknown[];
        nextId: string | null;
        length: number;
      };
      const printed = JSON.parse(out) as { data: unknown[]; pagination: unknown };
      expect(ids(printed.data)).toEqual(ids(raw.entries));
      expect(ordered(keyOrder(printed.data))).toBe(ordered(keyOrder(raw.entries)));
      expect(printed.pagination).toEqual({ nextId: raw.nextId, length: raw.length });
    },
  },
  {
    name: 'test-sessions get -o json: the session with keys in the server order',
    upstream: 'same',
    args: (sb) => ['test-sessions', 'get', sb.fixtures.failedSessionId, '-o', 'json'],
    code: 0,
    async stdout(out, sb) {
      const raw = JSON.parse((await server(`/v1/test-sessions/${sb.fixtures.failedSessionId}`)).text) as unknown;
      expect(ordered(JSON.parse(out))).toBe(ordered(raw));
    },
  },
  {
    name: 'test-sessions get --result -o json: the result with keys in the server order',
    upstream: 'same',
    args: (sb) => [
      'test-sessions',
      'get',
      sb.fixtures.failedSessionId,
      '--result',
      sb.fixtures.failedResultId,
      '-o',
      'json',
    ],
    code: 0,
    async stdout(out, sb) {
      const raw = JSON.parse(
        (await server(`/v1/test-sessions/${sb.fixtures.failedSessionId}/results/${sb.fixtures.failedResultId}`)).text,
      ) as unknown;
      expect(ordered(JSON.parse(out))).toBe(ordered(raw));
    },
  },
  {
    name: 'test-sessions get --error-group -o json: the error group with keys in the server order',
    upstream: 'same',
    args: (sb) => [
      'test-sessions',
      'get',
      sb.fixtures.failedSessionId,
      '--error-group',
      sb.fixtures.errorGroupId,
      '-o',
      'json',
    ],
    code: 0,
    async stdout(out, sb) {
      const raw = JSON.parse(
        (await server(`/v1/test-session-error-groups/${sb.fixtures.errorGroupId}`)).text,
      ) as unknown;
      expect(ordered(JSON.parse(out))).toBe(ordered(raw));
    },
  },
  {
    name: 'api: the server objects with keys in the server order, compact in a pipe',
    upstream: 'same',
    args: (sb) => ['api', `/v1/test-sessions/${sb.fixtures.failedSessionId}`],
    code: 0,
    async stdout(out, sb) {
      const raw = JSON.parse((await server(`/v1/test-sessions/${sb.fixtures.failedSessionId}`)).text) as unknown;
      expect(out.trimEnd().split('\n')).toHaveLength(1);
      expect(ordered(JSON.parse(out))).toBe(ordered(raw));
    },
  },
  {
    name: '-i status line: HTTP/1.1 200 OK',
    upstream: 'same',
    args: () => ['api', '/v1/checks', '-X', 'GET', '-F', 'limit=1', '-i'],
    code: 0,
    stdout(out) {
      const [head, body] = out.split('\n\n');
      expect(head!.split('\n')[0]).toBe('HTTP/1.1 200 OK');
      expect(head).toMatch(/^content-type: application\/json/m);
      expect(JSON.parse(body!)).toHaveLength(1);
    },
  },
  {
    name: 'api on a 404: the error body on stdout, a hint on stderr, exit 1',
    upstream: 'same',
    args: () => ['api', `/v1/checks/${MISSING}`],
    code: 1,
    async stdout(out) {
      expect(JSON.parse(out)).toEqual(JSON.parse((await server(`/v1/checks/${MISSING}`)).text));
    },
    stderr: /^vigil: 404 Not Found for GET/,
  },
  // The differences docs/upstream-compat.md lists, each with its reason.
  {
    name: "--jq output's trailing spaces and newlines are kept as jq wrote them (as upstream)",
    upstream: 'same',
    args: (sb) => ['api', `/v1/checks/${sb.fixtures.pausedCheckId}`, '--jq', '.id + "  \\n"', '-r'],
    code: 0,
    stdout(out, sb) {
      expect(out).toBe(`${sb.fixtures.pausedCheckId}  \n\n`);
    },
  },
  {
    name: '-F k=1 -F k=2 on GET sends both (upstream: the last one)',
    upstream: 'difference',
    args: () => ['api', '/v1/checks', '-X', 'GET', '-F', 'tag=a', '-F', 'tag=b'],
    code: 0,
    stdout(out) {
      expect(JSON.parse(out)).toEqual([]);
    },
    wire: () => ({ method: 'GET', path: '/v1/checks', query: 'tag=a&tag=b' }),
  },
  {
    name: 'a usage error exits 2 (as upstream), says so on stderr and sends nothing',
    upstream: 'same',
    args: () => ['test-sessions', 'list', '--limit', '0'],
    code: 2,
    stdout(out) {
      expect(out).toBe('');
    },
    stderr: /--limit must be a whole number from 1 to 100/,
    wire: () => 'nothing',
  },
  {
    name: '-H Authorization is refused (upstream drops it and sends the login key)',
    upstream: 'difference',
    args: () => ['api', '/v1/checks', '-H', 'Authorization: Bearer other'],
    code: 2,
    stdout(out) {
      expect(out).toBe('');
    },
    stderr: /Authorization cannot be set/,
    wire: () => 'nothing',
  },
  {
    name: 'only paths on the configured base URL (upstream also refuses with exit 2)',
    upstream: 'same',
    args: () => ['api', 'https://elsewhere.example/v1/checks'],
    code: 2,
    stdout(out) {
      expect(out).toBe('');
    },
    stderr: /must be a path on the configured base URL/,
    wire: () => 'nothing',
  },
  {
    name: 'errors go to stderr, stdout stays empty (upstream prints some on stdout)',
    upstream: 'difference',
    args: () => ['test-sessions', 'get', MISSING],
    code: 1,
    stdout(out) {
      expect(out).toBe('');
    },
    stderr: /404/,
  },
];

// Its own sandbox, whose running sessions end a few seconds after it starts.
const WATCH_ROW: Row = {
  name: 'progress goes to stderr: --watch -o json leaves only the JSON on stdout',
  upstream: 'difference',
  args: (sb) => ['test-sessions', 'get', sb.fixtures.runningSessionIds[0]!, '--watch', '-o', 'json'],
  code: 0,
  stdout(out, sb) {
    const session = JSON.parse(out) as { testSessionId: string; status: string };
    expect(session.testSessionId).toBe(sb.fixtures.runningSessionIds[0]);
    expect(session.status).not.toBe('RUNNING');
  },
  stderr: /Waiting for .* to finish/,
};

function envFor(sb: RunningSandbox, codeCache: string): Record<string, string> {
  return {
    VIGIL_API_KEY: sb.apiKey,
    VIGIL_ACCOUNT_ID: sb.accountId,
    VIGIL_BASE_URL: sb.baseUrl,
    VIGIL_CONFIG_DIR: tempConfigDir(),
    VIGIL_CODE_CACHE: codeCache,
    PATH: process.env.PATH ?? '',
  };
}

async function run(row: Row, codeCache: string, sb: RunningSandbox = sandbox()): Promise<void> {
  const before = sb.requests.length;
  const result: RunResult = await runBinary(row.args(sb), { env: envFor(sb, codeCache), timeoutMs: 30_000 });
  const context = `vigil ${row.args(sb).join(' ')}\nstderr: ${result.stderr}`;
  expect(result.code, context).toBe(row.code);
  await row.stdout(result.stdout, sb);
  if (row.stderr) expect(result.stderr, context).toMatch(row.stderr);
  if (row.code !== 0) expect(result.stderr.trim(), context).not.toBe('');
  if (row.wire) {
    const sent = sb.requests.slice(before);
    const wire = row.wire(sb);
    if (wire === 'nothing') expect(sent).toEqual([]);
    else {
      expect(sent).toHaveLength(1);
      expect({
        method: sent[0]!.method,
        path: sent[0]!.path,
        query: decodeURIComponent(sent[0]!.query.replace(/^\?/, '')),
      }).toEqual(wire);
    }
  }
}

describe('drop-in for the service CLI: built binary, real sandbox', () => {
  it.each(ROWS.map((row) => [row.upstream, row.name, row] as const))('[%s] %s', async (_kind, _name, row) => {
    await run(row, cacheDir);
  });
  // Every command path once more without the code cache (a first run of a build).
  it.each(ROWS.filter((_, i) => i % 3 === 0).map((row) => [row.name, row] as const))(
    'code cache off: %s',
    async (_name, row) => {
      await run(row, 'off');
    },
  );
});

describe('drop-in for the service CLI: --watch', () => {
  // On a stepped clock: the session runs until the program has read it, then ends.
  const clock = steppedClock();
  const watching = useSandbox({ seed: 17, sessions: 20, runningSessionMs: 3000, clock });
  it(`[${WATCH_ROW.upstream}] ${WATCH_ROW.name}`, async () => {
    const sb = watching();
    const ended = stepOnceRead(sb, `/v1/test-sessions/${sb.fixtures.runningSessionIds[0]}`, clock, 3000);
    await Promise.all([run(WATCH_ROW, cacheDir, sb), ended]);
  });
});
