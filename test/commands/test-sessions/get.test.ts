// `vigil test-sessions get` against the real sandbox: the session, a result, an error group,
// each option, escaped server text, and refusals that send nothing.
import { describe, expect, it } from 'vitest';
import { runCli, tempConfigDir, type RunOptions } from '../../helpers/run-cli.js';
import { useSandbox } from '../../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 5, sessions: 40 });
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

async function get(argv: string[], o: RunOptions = {}) {
  const sb = sandbox();
  return runCli(['test-sessions', 'get', ...argv], {
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

async function ok(argv: string[], o: RunOptions = {}): Promise<string> {
  const r = await get(argv, o);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
}

describe('test-sessions get: the session', () => {
  it('shows the summary, error groups, results (failures first) and next steps', async () => {
    const { failedSessionId, failedResultId } = sandbox().fixtures;
    const out = await ok([failedSessionId]);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^FAIL {2}\S/);
    for (const label of ['ID', 'Status', 'Branch', 'Commit', 'Owner', 'Environment', 'Started', 'Duration', 'Link']) {
      expect(out).toMatch(new RegExp(`^${label} +\\S`, 'm'));
    }
    expect(out).toMatch(/^Status +failed$/m);
    expect(out).toMatch(/^Link +https?:\/\/\S+$/m);
    expect(out).toMatch(/^Error groups \(\d+\)$/m);
    expect(out).toMatch(/^Results \(3 failed, \d+ passed\)$/m);
    const results = lines
      .slice(lines.findIndex((l) => l.startsWith('STATUS')) + 1)
      .filter((l) => /^(FAIL|PASS|RUN|CANCEL|DEGR) /.test(l));
    expect(results.slice(0, 3).every((l) => l.startsWith('FAIL'))).toBe(true);
    expect(out).toContain(failedResultId);
    expect(out).toContain(`vigil test-sessions get ${failedSessionId} --result `);
    expect(out).toContain(`vigil test-sessions list --error-group `);
  });

  it('--error-groups-limit caps the groups fetched and says how to see the rest', async () => {
    const { failedSessionId } = sandbox().fixtures;
    const before = sandbox().requests.length;
    const out = await ok([failedSessionId, '--error-groups-limit', '1']);
    const groupRequests = sandbox()
      .requests.slice(before)
      .filter((q) => q.path.startsWith('/v1/test-session-error-groups/'));
    expect(groupRequests).toHaveLength(1);
    expect(out).toMatch(/^Error groups \(first 1 of (\d+)\)$/m);
    expect(out).toMatch(/^ {2}\d+ more: add --error-groups-limit \d+$/m);
    const none = await ok([failedSessionId, '--error-groups-limit', '0']);
    expect(none).toMatch(/^Error groups \(first 0 of \d+\)$/m);
  });

  it('keeps big sessions readable: 25 results, failures first, the rest counted', async () => {
    const out = await ok([sandbox().fixtures.bigSessionId], { isTTY: true, columns: 160, env: { NO_COLOR: '1' } });
    expect(out).toMatch(/^\(25 of 500 shown, failures first; -o md or -o json lists them all\)$/m);
    expect(out).toMatch(/^STATUS +NAME +TYPE +LOCATION +RESPONSE +ERRS +RESULT ID$/m);
    const md = await ok([sandbox().fixtures.bigSessionId, '-o', 'md']);
    expect(md.split('\n').filter((l) => /^\| (FAIL|PASS|RUN|CANCEL|DEGR) /.test(l))).toHaveLength(500);
  });

  it('-o json prints the session as the server sent it', async () => {
    const { failedSessionId } = sandbox().fixtures;
    const data = JSON.parse(await ok([failedSessionId, '-o', 'json']));
    expect(data).toMatchObject({ testSessionId: failedSessionId, status: 'FAILED', results: expect.any(Array) });
  });

  it('-o md prints a heading, fields and a results table', async () => {
    const out = await ok([sandbox().fixtures.failedSessionId, '-o', 'md']);
    expect(out).toMatch(/^## FAIL: /);
    expect(out).toMatch(/^- \*\*Status:\*\* failed$/m);
    expect(out).toMatch(/^\| STATUS \| NAME +\| TYPE +\| LOCATION +\| RESPONSE \| ERRS \| RESULT ID +\|$/m);
  });

  it('exits 1 with one line for a session that does not exist', async () => {
    const r = await get(['00000000-0000-4000-8000-000000000000']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^vigil: .*404.*\n$/);
  });
});

describe('test-sessions get --result', () => {
  it('shows the timing, why it failed and the whole log', async () => {
    const { failedSessionId, failedResultId } = sandbox().fixtures;
    const out = await ok([failedSessionId, '--result', failedResultId]);
    expect(out).toMatch(/^FAIL {2}\S/);
    for (const label of [
      'Result ID',
      'Session ID',
      'Status',
      'Type',
      'Location',
      'Started',
      'Took',
      'Response time',
      'Attempts',
      'Link',
    ]) {
      expect(out).toMatch(new RegExp(`^${label} +\\S`, 'm'));
    }
    expect(out).toMatch(/^Log \(\d+ lines\)$/m);
    const type = /^Type +(\S+)$/m.exec(out)![1];
    if (type === 'API' || type === 'HEARTBEAT' || type === 'URL' || type === 'TCP') {
      expect(out).toMatch(/^Assertions$/m);
      expect(out).toMatch(/^ {2}FAIL {2}/m);
      expect(out).toMatch(/^Request$/m);
      expect(out).toMatch(/^Response$/m);
    } else {
      expect(out).toMatch(/^Errors$/m);
    }
    expect(out).toContain(`vigil test-sessions get ${failedSessionId}\n`);
  });

  it('prints all 10,000 log lines of the biggest log, escaped', async () => {
    const { bigSessionId, bigLogResultId } = sandbox().fixtures;
    const out = await ok([bigSessionId, '-r', bigLogResultId]);
    const count = Number(/^Log \((\d+) lines\)$/m.exec(out)![1]);
    expect(count).toBeGreaterThanOrEqual(10_000);
    const lines = out.split('\n');
    const start = lines.findIndex((l) => l.startsWith('Log ('));
    const log = lines.slice(start + 1, lines.indexOf('Next steps', start) - 1);
    expect(log).toHaveLength(count);
    // One entry per log line of the sandbox, a few messages running over several lines.
    expect(log.filter((l) => /^ {2}\d\d:\d\d:\d\d\.\d{3} /.test(l)).length).toBe(10_000);
    expect(out).not.toMatch(CONTROL);
  });

  it('-o json and -o md', async () => {
    const { failedSessionId, failedResultId } = sandbox().fixtures;
    const data = JSON.parse(await ok([failedSessionId, '-r', failedResultId, '-o', 'json']));
    expect(data.testSessionResultId).toBe(failedResultId);
    const md = await ok([failedSessionId, '-r', failedResultId, '-o', 'md']);
    expect(md).toMatch(/^## FAIL: /);
    expect(md).toMatch(/^### Log \(\d+ lines\)\n\n```+$/m);
    expect(md).not.toMatch(CONTROL);
  });

  it('exits 1 for a result that is not in the session', async () => {
    const r = await get([sandbox().fixtures.failedSessionId, '-r', '00000000-0000-4000-8000-000000000000']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/404/);
  });
});

describe('test-sessions get --error-group', () => {
  it('shows the cleaned message, when and where it was seen, and the raw error', async () => {
    const { failedSessionId, errorGroupId } = sandbox().fixtures;
    const out = await ok([failedSessionId, '--error-group', errorGroupId]);
    expect(out).toMatch(/^Error group$/m);
    expect(out).toMatch(/^Message +\S/m);
    expect(out).toMatch(/^First seen +\d{4}-\d\d-\d\d /m);
    expect(out).toMatch(/^Last seen +\d{4}-\d\d-\d\d /m);
    expect(out).toMatch(/^Environments +\S/m);
    expect(out).toMatch(/^Raw error/m);
    expect(out).toContain(`vigil test-sessions list --error-group ${errorGroupId}`);
  });

  it('--full-error prints the raw error whole', async () => {
    const { failedSessionId, errorGroupId } = sandbox().fixtures;
    const group = JSON.parse(await ok([failedSessionId, '--error-group', errorGroupId, '-o', 'json']));
    const rawLines = String(group.rawErrorMessage).replace(/\n$/, '').split('\n');
    const full = await ok([failedSessionId, '--error-group', errorGroupId, '--full-error']);
    const shown = full.split('\n');
    const start = shown.indexOf('Raw error') + 1;
    expect(shown.slice(start, start + rawLines.length).map((l) => l.trim())).toEqual(
      rawLines.map((l) => l.trim().replace(/\t/g, ' ')),
    );
  });

  it('exits 1 naming the command that lists the groups when the group is not in the session', async () => {
    const { bigSessionId } = sandbox().fixtures;
    const foreign = JSON.parse(await ok([sandbox().fixtures.failedSessionId, '-o', 'json'])).errorGroupIds as string[];
    const bigGroups = JSON.parse(await ok([bigSessionId, '-o', 'json']));
    const allBig = new Set<string>([
      ...bigGroups.errorGroupIds,
      ...bigGroups.results.flatMap((r: { errorGroupIds: string[] }) => r.errorGroupIds),
    ]);
    const notThere = foreign.find((g) => !allBig.has(g)) ?? '00000000-0000-4000-8000-000000000000';
    const before = sandbox().requests.length;
    const r = await get([bigSessionId, '--error-group', notThere]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `vigil: error group ${notThere} is not one of this session's error groups: \`vigil test-sessions get ${bigSessionId}\` lists them.\n`,
    );
    // The session was read; the group was not.
    expect(
      sandbox()
        .requests.slice(before)
        .map((q) => q.path),
    ).toEqual([`/v1/test-sessions/${bigSessionId}`]);
  });
});

describe('test-sessions get: server text never reaches the terminal raw', () => {
  it('in detail and md views of sessions, results and error groups', async () => {
    const { failedSessionId, failedResultId, errorGroupId, bigSessionId } = sandbox().fixtures;
    const views = [
      [failedSessionId, '--full-error'],
      [bigSessionId],
      [failedSessionId, '-r', failedResultId],
      [failedSessionId, '--error-group', errorGroupId, '--full-error'],
    ];
    // Every log holds escape sequences (job-log.ts); make sure this one did.
    const json = await ok([failedSessionId, '-r', failedResultId, '-o', 'json']);
    expect(json).toContain('\\u001b[32m');
    for (const view of views) {
      for (const output of [[], ['-o', 'md']]) {
        const out = await ok([...view, ...output], { isTTY: true, columns: 120, env: { NO_COLOR: '1' } });
        expect(out).not.toMatch(CONTROL);
      }
    }
    const result = await ok([failedSessionId, '-r', failedResultId]);
    expect(result).toContain('\\x1b[32mcolored output\\x1b[0m');
  });
});

describe('test-sessions get: bad values are refused before any request', () => {
  const id = '7d3c1a52-90b4-4f0e-9a57-1f6f1c2b3a4d';
  it.each([
    [[], /give a test session ID/],
    [['not-a-guid'], /the session ID must be a test session ID \(a GUID/],
    [[id, '--result', 'x'], /--result must be a test session result ID/],
    [[id, '--error-group', 'x'], /--error-group must be a test-session error group ID/],
    [[id, '-r', id, '--error-group', id], /use one of them/],
    [[id, '--error-groups-limit', 'many'], /--error-groups-limit must be a whole number from 0 to 100/],
    [[id, '-o', 'table'], /--output must be one of detail, json, md/],
    [[id, '--nope'], /unknown option --nope/],
  ])('%j', async (argv, message) => {
    const before = sandbox().requests.length;
    const r = await get(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(sandbox().requests.length).toBe(before);
  });
});
