// The plain commands that print server text, fed hostile answers (seeded fast-check) through a
// proxy in front of the sandbox: on a terminal of any width the output is safe to draw and the
// table and detail views keep to the width; Markdown and JSON are safe to draw too.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';
import { type MisbehavingServer, startMisbehavingServer } from '../faults/misbehaving-server.js';
import { FUZZ_SEED, expectSafeOutput, hostileLog, hostileName } from './hostile.js';
import { poison } from './poison.js';

const sandbox = useSandbox({ seed: 92, sessions: 60 });
let proxy: MisbehavingServer;
beforeAll(async () => {
  proxy = await startMisbehavingServer({ behaviour: 'pass' });
  proxy.upstream = sandbox().baseUrl;
});
afterAll(async () => {
  await proxy.close();
});

const pool = fc.array(fc.oneof(hostileName(), hostileLog()), { minLength: 10, maxLength: 10 });

interface CommandCase {
  name: string;
  argv: () => string[];
  /**
   * Tables laid out for the terminal keep to its width. Detail views print a value whole and let
   * the terminal wrap it (as do Markdown and JSON), so they are only checked for safety.
   */
  fitsWidth: boolean;
}

/** The table: from its header row to the first blank line (prose and next steps below may wrap). */
function tableLines(output: string): string[] {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.startsWith('STATUS'));
  if (start < 0) return [];
  const end = lines.indexOf('', start);
  return lines.slice(start, end < 0 ? undefined : end);
}

const CASES: CommandCase[] = [
  { name: 'test-sessions list', argv: () => ['test-sessions', 'list', '--limit', '15'], fitsWidth: true },
  { name: 'test-sessions list -o md', argv: () => ['test-sessions', 'list', '-o', 'md'], fitsWidth: false },
  { name: 'test-sessions list -o json', argv: () => ['test-sessions', 'list', '-o', 'json'], fitsWidth: false },
  {
    name: 'test-sessions get',
    argv: () => ['test-sessions', 'get', sandbox().fixtures.failedSessionId],
    fitsWidth: false,
  },
  {
    name: 'test-sessions get -o json',
    argv: () => ['test-sessions', 'get', sandbox().fixtures.failedSessionId, '-o', 'json'],
    fitsWidth: false,
  },
  {
    name: 'test-sessions get -o md',
    argv: () => ['test-sessions', 'get', sandbox().fixtures.failedSessionId, '-o', 'md'],
    fitsWidth: false,
  },
  {
    name: 'test-sessions get --result',
    argv: () => [
      'test-sessions',
      'get',
      sandbox().fixtures.failedSessionId,
      '--result',
      sandbox().fixtures.failedResultId,
    ],
    fitsWidth: false,
  },
  {
    name: 'test-sessions get --error-group --full-error',
    argv: () => [
      'test-sessions',
      'get',
      sandbox().fixtures.failedSessionId,
      '--error-group',
      sandbox().fixtures.errorGroupId,
      '--full-error',
    ],
    fitsWidth: false,
  },
  {
    name: 'incident-update',
    argv: () => ['incident-update', sandbox().fixtures.incidentId, '-d', 'Fix deployed'],
    fitsWidth: false,
  },
  { name: 'api (terminal)', argv: () => ['api', '/v1/checks?limit=5'], fitsWidth: false },
];

describe.each(CASES)('$name', (c) => {
  it('prints hostile server text safely', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(pool, fc.integer({ min: 40, max: 200 }), async (strings, columns) => {
        proxy.transform = (_path, data) => poison(data, strings);
        try {
          const env = {
            VIGIL_BASE_URL: proxy.baseUrl,
            VIGIL_API_KEY: sandbox().apiKey,
            VIGIL_ACCOUNT_ID: sandbox().accountId,
            NO_COLOR: '1',
          };
          const result = await runCli(c.argv(), { env, isTTY: true, columns });
          const what = `${c.name} at ${columns} columns (exit ${result.code}: ${result.stderr.slice(0, 200)})`;
          expectSafeOutput(result.stdout, `${what}: stdout`);
          if (c.fitsWidth) {
            const table = tableLines(result.stdout);
            if (table.length < 2) throw new Error(`${what}: no table in ${result.stdout.slice(0, 300)}`);
            expectSafeOutput(table.join('\n'), `${what}: table`, columns);
          }
          expectSafeOutput(result.stderr, `${what}: stderr`);
          if (result.code !== 0) throw new Error(`${what} failed`);
        } finally {
          proxy.transform = undefined;
        }
      }),
      { seed: FUZZ_SEED, numRuns: 12, endOnFailure: true },
    );
  });
});
