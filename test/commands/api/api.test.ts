// `vigil api` end to end: the dispatcher in-process, the real client, the real sandbox on loopback.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../src/sandbox/index.js';
import { runCli, tempConfigDir, type RunOptions, type RunResult } from '../../helpers/run-cli.js';
import { useSandbox } from '../../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 3, checks: 45, sessions: 25 });
const PATH = process.env.PATH ?? '';

function envFor(sb: RunningSandbox, key: string = sb.apiKey): Record<string, string> {
  return {
    VIGIL_API_KEY: key,
    VIGIL_ACCOUNT_ID: sb.accountId,
    VIGIL_BASE_URL: sb.baseUrl,
    PATH,
    VIGIL_CONFIG_DIR: tempConfigDir(),
  };
}

async function api(argv: string[], o: RunOptions & { key?: string } = {}): Promise<RunResult> {
  const sb = sandbox();
  return runCli(['api', ...argv], { ...o, env: { ...envFor(sb, o.key), ...o.env } });
}

/** Runs `fn` and returns the requests the sandbox saw meanwhile. */
async function seen<T>(fn: () => Promise<T>): Promise<{ result: T; requests: RunningSandbox['requests'] }> {
  const before = sandbox().requests.length;
  const result = await fn();
  return { result, requests: sandbox().requests.slice(before) };
}

describe('vigil api: requests and output', () => {
  it('GETs a path and prints compact JSON in a pipe', async () => {
    const r = await api(['/v1/checks']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toHaveLength(10);
  });

  it('pretty-prints JSON on a terminal', async () => {
    const r = await api([`/v1/accounts/${sandbox().accountId}`], { isTTY: true });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\{\n {2}"/);
    expect(JSON.parse(r.stdout).id).toBe(sandbox().accountId);
  });

  it('sends -F fields as query parameters for GET', async () => {
    const { result, requests } = await seen(() => api(['/v1/checks', '-X', 'GET', '-F', 'limit=3', '-F', 'page=2']));
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toHaveLength(3);
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', path: '/v1/checks', query: '?limit=3&page=2' }),
    ]);
  });

  it('sends -F fields as a JSON body with PUT, typed with :=', async () => {
    const id = sandbox().fixtures.pausedCheckId;
    const { result, requests } = await seen(() => api([`/v1/checks/${id}`, '-X', 'PUT', '-F', 'activated:=true']));
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ id, activated: true });
    expect(requests.map((q) => q.method)).toEqual(['PUT']);
    // And back, so other tests see the paused check paused.
    expect((await api([`/v1/checks/${id}`, '-X', 'PUT', '-F', 'activated:=false'])).code).toBe(0);
  });

  it('defaults to POST when fields are given', async () => {
    const incident = sandbox().fixtures.incidentId;
    const { result, requests } = await seen(() =>
      api([
        `/v1/status-pages/incidents/${incident}/incident-updates`,
        '-F',
        'description=Fix is rolling out',
        '-F',
        'status=MONITORING',
      ]),
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ description: 'Fix is rolling out', status: 'MONITORING' });
    expect(requests.map((q) => q.method)).toEqual(['POST']);
  });

  it('reads the body from --input FILE and from standard input', async () => {
    const incident = sandbox().fixtures.incidentId;
    const file = join(tempConfigDir(), 'update.json');
    writeFileSync(file, JSON.stringify({ description: 'From a file' }));
    const fromFile = await api([`/v1/status-pages/incidents/${incident}/incident-updates`, '--input', file]);
    expect(fromFile.code).toBe(0);
    expect(JSON.parse(fromFile.stdout).description).toBe('From a file');
    const fromStdin = await api([`/v1/status-pages/incidents/${incident}/incident-updates`, '--input', '-'], {
      stdin: '{"description":"From stdin"}',
    });
    expect(fromStdin.code).toBe(0);
    expect(JSON.parse(fromStdin.stdout).description).toBe('From stdin');
  });

  it('-i prints the status line and headers before the body', async () => {
    const r = await api(['/v1/checks', '-X', 'GET', '-F', 'limit=2', '-i']);
    expect(r.code).toBe(0);
    const [head, body] = r.stdout.split('\n\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\n/);
    expect(head).toMatch(/^content-range: 0-1\/45$/m);
    expect(JSON.parse(body!)).toHaveLength(2);
  });

  it('--verbose shows request and response headers on stderr, the key masked', async () => {
    const r = await api(['/v1/checks', '--verbose', '-H', 'X-Trace: abc123']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^> GET http:\/\/127\.0\.0\.1:\d+\/v1\/checks$/m);
    expect(r.stderr).toMatch(/^> authorization: Bearer \*\*\*$/im);
    expect(r.stderr).toMatch(/^> x-service-account: /im);
    expect(r.stderr).toMatch(/^> x-trace: abc123$/im);
    expect(r.stderr).toMatch(/^< HTTP\/1\.1 200 OK/m);
    expect(r.stderr).toMatch(/^< content-type: application\/json/im);
    expect(JSON.parse(r.stdout)).toHaveLength(10);
  });

  it('--jq prints JSON values as jq does; --raw prints strings bare', async () => {
    const r = await api(['/v1/checks', '-X', 'GET', '-F', 'limit=3', '--jq', '.[].id']);
    expect(r.code).toBe(0);
    const ids = r.stdout.trim().split('\n');
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^"[0-9a-f-]{36}"$/);
    const raw = await api(['/v1/checks', '-X', 'GET', '-F', 'limit=3', '--jq', '.[].id', '--raw']);
    expect(raw.stdout.trim().split('\n')).toEqual(ids.map((id) => JSON.parse(id) as string));
    const object = await api(['/v1/checks', '--jq', '{n: length}']);
    expect(object.stdout).toBe('{\n  "n": 10\n}\n');
  });

  it('--jq on a terminal keeps control sequences escaped: JSON values stay valid JSON, raw strings are shown escaped', async () => {
    const pick = '.[] | select(.name | startswith("Tab")) | .name';
    const json = await api(['/v1/checks', '-X', 'GET', '-F', 'limit=100', '--jq', pick], { isTTY: true });
    expect(json.code).toBe(0);
    expect(json.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(JSON.parse(json.stdout)).toBe('Tab\tand\u0008backspace\u009b6n check');
    const raw = await api(['/v1/checks', '-X', 'GET', '-F', 'limit=100', '--jq', pick, '-r'], { isTTY: true });
    expect(raw.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(raw.stdout).toContain('6n check');
    // In a pipe the bytes go through as jq wrote them.
    const piped = await api(['/v1/checks', '-X', 'GET', '-F', 'limit=100', '--jq', pick, '-r']);
    expect(piped.stdout).toBe('Tab\tand\u0008backspace\u009b6n check\n');
  });

  it('--jq reads any JSON answer, such as the OpenAPI document', async () => {
    const r = await api(['/openapi.json', '--jq', '.openapi']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^"3\./);
  });
});

describe('vigil api: following pages', () => {
  it('--paginate merges content-range pages into one array', async () => {
    const { result, requests } = await seen(() => api(['/v1/checks', '-X', 'GET', '-F', 'limit=20', '--paginate']));
    expect(result.code).toBe(0);
    const all = JSON.parse(result.stdout) as Array<{ id: string }>;
    expect(all).toHaveLength(45);
    expect(new Set(all.map((c) => c.id)).size).toBe(45);
    expect(requests.map((q) => q.query)).toEqual(['?limit=20', '?limit=20&page=2', '?limit=20&page=3']);
  });

  it('--paginate follows nextId cursors', async () => {
    const { result, requests } = await seen(() =>
      api(['/v1/test-sessions', '-X', 'GET', '-F', 'limit=10', '--paginate']),
    );
    expect(result.code).toBe(0);
    const all = JSON.parse(result.stdout) as Array<{ id: string }>;
    expect(all).toHaveLength(25);
    expect(new Set(all.map((s) => s.id)).size).toBe(25);
    expect(requests).toHaveLength(3);
    expect(requests[1]!.query).toMatch(/^\?limit=10&nextId=/);
  });

  it('--paginate with --jq filters the merged array', async () => {
    const r = await api(['/v1/checks', '--paginate', '--jq', 'length']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('45\n');
  });
});

describe('vigil api: failures', () => {
  it('exits 1 on 404 with a hint on stderr, the body on stdout', async () => {
    const r = await api(['/v1/checks/00000000-0000-4000-8000-000000000000']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ statusCode: 404 });
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^vigil: 404 Not Found for GET \/v1\/checks\/0+-.*check the path/);
  });

  it('--jq filters an error body too; if jq cannot, both reasons go to stderr and the exit code stays 1', async () => {
    const filtered = await api(['/v1/checks/00000000-0000-4000-8000-000000000000', '--jq', '.statusCode']);
    expect(filtered).toMatchObject({ code: 1, stdout: '404\n' });
    expect(filtered.stderr).toMatch(/^vigil: 404 Not Found for GET/);
    const failed = await api(['/v1/checks/00000000-0000-4000-8000-000000000000', '--jq', '.[0]']);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe('');
    const [first, second] = failed.stderr.trim().split('\n');
    expect(first).toMatch(/^vigil: 404 Not Found/);
    expect(second).toMatch(/^jq could not filter the response: Cannot index object/);
  });

  it('exits 1 on 401 and says to log in again', async () => {
    const r = await api(['/v1/checks'], { key: 'not-the-key' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/401 Unauthorized.*vigil login/);
  });

  it('exits 1 on 403 with the read-only key writing', async () => {
    const r = await api([`/v1/checks/${sandbox().fixtures.pausedCheckId}`, '-X', 'PUT', '-F', 'activated:=true'], {
      key: sandbox().readOnlyApiKey,
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/403 Forbidden.*read-only key cannot write/);
  });

  it('sends no write with --read-only', async () => {
    const { result, requests } = await seen(() =>
      runCli(
        ['--read-only', 'api', `/v1/checks/${sandbox().fixtures.pausedCheckId}`, '-X', 'PUT', '-F', 'activated:=true'],
        { env: envFor(sandbox()) },
      ),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^vigil: .*[Rr]ead-only.*\n$/);
    expect(requests).toEqual([]);
  });

  it('says jq is missing before sending anything', async () => {
    const { result, requests } = await seen(() => api(['/v1/checks', '--jq', '.'], { env: { PATH: '/nonexistent' } }));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/install jq \(apt-get install jq \/ brew install jq\)/);
    expect(requests).toEqual([]);
  });

  it('refuses a jq expression that does not compile before sending anything', async () => {
    const { result, requests } = await seen(() => api(['/v1/checks', '--jq', '.[']));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--jq .* is not a valid jq expression/);
    expect(requests).toEqual([]);
  });

  it.each([
    ['an absolute URL', ['https://example.com/v1/checks']],
    ['a //host address', ['//example.com/v1/checks']],
    ['an unknown method', ['/v1/checks', '-X', 'TRACE']],
    ['a reserved header', ['/v1/checks', '-H', 'Authorization: Bearer x']],
    ['--input with -F', ['/v1/checks', '--input', '-', '-F', 'a=1']],
    ['a missing --input file', ['/v1/checks', '-X', 'POST', '--input', '/nonexistent/body.json']],
    ['bad JSON in a field', ['/v1/checks', '-F', 'a:={']],
  ])('refuses %s with exit 2 and sends nothing', async (_name, argv) => {
    const { result, requests } = await seen(() => api(argv));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^vigil: .+\n$/);
    expect(result.stdout).toBe('');
    expect(requests).toEqual([]);
  });
});

describe('vigil api: the key never shows', () => {
  it('appears in no output of any mode', async () => {
    const sb = sandbox();
    const runs = await Promise.all([
      api(['/v1/checks', '--verbose', '-i']),
      api(['/v1/checks', '--verbose', '-i'], { isTTY: true }),
      api(['/v1/checks', '--paginate', '--verbose']),
      api(['/v1/nope', '--verbose', '-i']),
      api([`/v1/accounts/${sb.accountId}`, '--jq', '.', '--verbose']),
      api([`/v1/checks/${sb.fixtures.pausedCheckId}`, '-X', 'PUT', '-F', 'activated:=false', '--verbose', '-i'], {
        key: sb.readOnlyApiKey,
      }),
    ]);
    for (const r of runs) {
      const all = r.stdout + r.stderr;
      expect(all).not.toContain(sb.apiKey);
      expect(all).not.toContain(sb.readOnlyApiKey);
    }
    expect(runs[0]!.stderr).toContain('Bearer ***');
  });
});
