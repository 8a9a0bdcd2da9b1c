// Golden output of `vigil test-sessions` in every format, from a fixed seed and a fixed "now":
// the sandbox's clock (Date) is pinned before it starts, and VIGIL_NOW pins the command's.
// To accept a deliberate change: VIGIL_UPDATE_GOLDEN=1 npx vitest run test/commands/test-sessions/test-sessions.golden.test.ts
// and read the diff of golden/ before committing it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli, tempConfigDir, type RunOptions } from '../../helpers/run-cli.js';
import { useSandbox } from '../../helpers/sandbox.js';

const NOW = '2025-03-04T09:30:00.000Z';
const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), 'golden');

// Registered before useSandbox, so the sandbox's data is anchored at NOW too.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(NOW) });
});
afterAll(() => {
  vi.useRealTimers();
});
const sandbox = useSandbox({ seed: 7, sessions: 30 });

function expectGolden(name: string, text: string): void {
  const file = join(GOLDEN, name);
  if (process.env.VIGIL_UPDATE_GOLDEN === '1') {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, text);
    return;
  }
  if (!existsSync(file))
    throw new Error(`golden/${name} is missing: run with VIGIL_UPDATE_GOLDEN=1 and read it before committing`);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

async function vigil(argv: string[], o: RunOptions = {}) {
  const sb = sandbox();
  const r = await runCli(argv, {
    ...o,
    env: {
      VIGIL_API_KEY: sb.apiKey,
      VIGIL_ACCOUNT_ID: sb.accountId,
      VIGIL_BASE_URL: sb.baseUrl,
      VIGIL_CONFIG_DIR: tempConfigDir(),
      VIGIL_NOW: NOW,
      NO_COLOR: '1',
      ...o.env,
    },
  });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
}

describe('golden output', () => {
  it('list as a table at 80 columns (a pipe, -o table)', async () => {
    expectGolden('list-table-80.txt', await vigil(['test-sessions', 'list', '--limit', '8', '-o', 'table']));
  });

  it('list as a table on a 120-column terminal', async () => {
    expectGolden(
      'list-table-120.txt',
      await vigil(['test-sessions', 'list', '--limit', '8', '--status', 'failed,passed'], {
        isTTY: true,
        columns: 120,
      }),
    );
  });

  it('list as Markdown', async () => {
    expectGolden('list.md', await vigil(['test-sessions', 'list', '--limit', '8', '-o', 'md']));
  });

  it('list as JSON', async () => {
    const out = await vigil(['test-sessions', 'list', '--limit', '3', '-o', 'json']);
    expect(JSON.parse(out)).toMatchObject({
      data: expect.any(Array),
      pagination: { nextId: expect.any(String), length: 3 },
    });
    expectGolden('list.json', out);
  });

  it('get: the session in detail', async () => {
    expectGolden('get-detail.txt', await vigil(['test-sessions', 'get', sandbox().fixtures.failedSessionId]));
  });

  it('get: the session as Markdown', async () => {
    expectGolden('get.md', await vigil(['test-sessions', 'get', sandbox().fixtures.failedSessionId, '-o', 'md']));
  });

  it('get: the session as JSON', async () => {
    const out = await vigil(['test-sessions', 'get', sandbox().fixtures.failedSessionId, '-o', 'json']);
    expect(JSON.parse(out).testSessionId).toBe(sandbox().fixtures.failedSessionId);
    expectGolden('get.json', out);
  });

  it('get --result in detail', async () => {
    const { failedSessionId, failedResultId } = sandbox().fixtures;
    expectGolden(
      'get-result-detail.txt',
      await vigil(['test-sessions', 'get', failedSessionId, '--result', failedResultId]),
    );
  });

  it('get --error-group in detail', async () => {
    const { failedSessionId, errorGroupId } = sandbox().fixtures;
    expectGolden(
      'get-error-group-detail.txt',
      await vigil(['test-sessions', 'get', failedSessionId, '--error-group', errorGroupId]),
    );
  });
});
