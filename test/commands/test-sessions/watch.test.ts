// `vigil test-sessions get --watch` on sessions that are running when the command starts: the
// sandbox finishes them within `runningSessionMs`, the command waits on the completion endpoint.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { watchSession } from '../../../src/commands/test-sessions/watch.js';
import type { RunningSandbox } from '../../../src/sandbox/index.js';
import { clientFor } from '../../helpers/client.js';
import { runCli, tempConfigDir, type RunOptions } from '../../helpers/run-cli.js';
import { useSandbox } from '../../helpers/sandbox.js';

function getWith(sandbox: () => RunningSandbox) {
  return (argv: string[], o: RunOptions = {}) => {
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
  };
}

async function statusOf(sb: RunningSandbox, id: string): Promise<string> {
  const r = await runCli(['api', `/v1/test-sessions/${id}`, '--jq', '.status', '--raw'], {
    env: {
      VIGIL_API_KEY: sb.apiKey,
      VIGIL_ACCOUNT_ID: sb.accountId,
      VIGIL_BASE_URL: sb.baseUrl,
      PATH: process.env.PATH,
    },
  });
  return r.stdout.trim();
}

describe('--watch in a pipe', () => {
  const sandbox = useSandbox({ seed: 2, sessions: 12, runningSessionMs: 2500 });
  const get = getWith(sandbox);

  it('waits for a running session to end, then prints it', async () => {
    const sb = sandbox();
    const id = sb.fixtures.runningSessionIds[0]!;
    expect(await statusOf(sb, id)).toBe('RUNNING');
    const before = sb.requests.length;
    const r = await get([id, '--watch']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^(FAIL|PASS|CANCEL) {2}\S/);
    expect(r.stdout).toMatch(/^Status +(failed|passed|cancelled)$/m);
    expect(r.stdout).not.toContain('--watch');
    // One line on stderr says why it waits; no spinner outside a terminal.
    expect(r.stderr).toMatch(/^Waiting for ".+" to finish\.\.\.\n$/);
    const paths = sb.requests.slice(before).map((q) => q.path);
    expect(paths[0]).toBe(`/v1/test-sessions/${id}`);
    expect(paths).toContain(`/v1/test-sessions/${id}/completion`);
  });

  it('prints a session that has already ended at once, without waiting', async () => {
    const sb = sandbox();
    const before = sb.requests.length;
    const r = await get([sb.fixtures.failedSessionId, '--watch', '-o', 'json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).status).toBe('FAILED');
    expect(sb.requests.slice(before).some((q) => q.path.endsWith('/completion'))).toBe(false);
  });
});

describe('--watch on a terminal', () => {
  const sandbox = useSandbox({ seed: 4, sessions: 12, runningSessionMs: 2500 });
  const get = getWith(sandbox);

  it('shows a spinner on stderr, clears it, rings the bell, then prints the result asked for', async () => {
    const sb = sandbox();
    const id = sb.fixtures.runningSessionIds[0]!;
    expect(await statusOf(sb, id)).toBe('RUNNING');
    const r = await get([id, '-w', '-o', 'md'], { isTTY: true, env: { NO_COLOR: '1' } });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^\r\u001b\[2K[|/\\-] Waiting for ".+" to finish \(/);
    expect(r.stderr).toContain('\u0007');
    expect(r.stderr.endsWith('\r\u001b[2K')).toBe(true);
    expect(r.stdout).toMatch(/^## (FAIL|PASS|CANCEL): /);
    expect(r.stdout).not.toContain('\r');
  });
});

describe('watchSession', () => {
  const sandbox = useSandbox({ seed: 6, sessions: 12, runningSessionMs: 3500 });

  it('asks again after each 408 until the session has ended', async () => {
    const sb = sandbox();
    const client = clientFor(sb);
    const id = sb.fixtures.runningSessionIds[0]!;
    const stderr = new PassThrough();
    const before = sb.requests.length;
    try {
      const session = await watchSession(client, id, stderr, 1);
      expect(session.status).not.toBe('RUNNING');
    } finally {
      await client.close();
    }
    const completions = sb.requests.slice(before).filter((q) => q.path.endsWith('/completion'));
    expect(completions.filter((q) => q.status === 408).length).toBeGreaterThanOrEqual(1);
    expect(completions.at(-1)!.status).toBe(200);
    expect(completions.every((q) => q.query === '?maxWaitSeconds=1')).toBe(true);
  });
});
