// `vigil record` through the built program: the profile's record as Markdown or JSON, --since,
// bad input refused with exit 2. Nothing is sent: it reads the state directory only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendRecord, recordFile } from '../../../src/config/record.js';
import { runBinary, tempConfigDir } from '../../helpers/run-cli.js';

const state = mkdtempSync(join(tmpdir(), 'vigil-record-cmd-'));
afterAll(() => rmSync(state, { recursive: true, force: true }));
const env = (extra: Record<string, string> = {}) => ({
  XDG_STATE_HOME: state,
  VIGIL_CONFIG_DIR: tempConfigDir(),
  VIGIL_CODE_CACHE: 'off',
  ...extra,
});

const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
appendRecord(
  recordFile({ XDG_STATE_HOME: state }, 'default'),
  { at: iso(now - 3 * 3_600_000), kind: 'opened', text: 'Opened check c1.' },
  now,
);
appendRecord(
  recordFile({ XDG_STATE_HOME: state }, 'default'),
  { at: iso(now - 60_000), kind: 'paused', text: 'Paused check "api".', command: 'vigil checks pause c1 --yes' },
  now,
);
appendRecord(
  recordFile({ XDG_STATE_HOME: state }, 'failures'),
  {
    at: iso(now - 30_000),
    kind: 'incident-update',
    text: 'Tried to post an update to incident "Checkout"; whether it was done is unknown (no answer within 15s).',
    command: 'vigil incident-update i1 -d Looking',
    outcome: 'unknown',
    verify: 'vigil incidents get i1',
  },
  now,
);
appendRecord(
  recordFile({ XDG_STATE_HOME: state }, 'failures'),
  {
    at: iso(now - 20_000),
    kind: 'paused',
    text: 'Could not pause check "api", nothing changed: 403 Forbidden.',
    command: 'vigil checks pause c1 --yes',
    outcome: 'failed',
    check: { id: 'c1', name: 'api' },
  },
  now,
);
appendRecord(
  recordFile({ XDG_STATE_HOME: state }, 'work'),
  { at: iso(now), kind: 'opened', text: 'Work profile.' },
  now,
);

describe('vigil record', () => {
  it.each([false, true])('prints the record as Markdown with each command (code cache %s)', async (cache) => {
    const r = await runBinary(['record'], {
      env: cache ? { ...env(), VIGIL_CODE_CACHE: join(state, 'cache') } : env(),
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^# Triage record/);
    expect(r.stdout).toContain('Opened check c1.');
    expect(r.stdout).toContain('Paused check "api". `vigil checks pause c1 --yes`');
    expect(r.stdout).not.toContain('Work profile');
  });

  it('marks writes that failed or whose outcome is unknown, with the command and the read that checks', async () => {
    const md = await runBinary(['--profile', 'failures', 'record', '-o', 'md'], { env: env() });
    expect(md.code).toBe(0);
    expect(md.stdout).toContain(
      '**OUTCOME UNKNOWN** Tried to post an update to incident "Checkout"; whether it was done is unknown (no answer within 15s). `vigil incident-update i1 -d Looking` (to see whether it was done: `vigil incidents get i1`)',
    );
    expect(md.stdout).toContain(
      '**FAILED** Could not pause check "api", nothing changed: 403 Forbidden. `vigil checks pause c1 --yes`',
    );
    const json = await runBinary(['--profile', 'failures', 'record', '-o', 'json'], { env: env() });
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ outcome: 'unknown', verify: 'vigil incidents get i1' }),
      expect.objectContaining({ outcome: 'failed', check: { id: 'c1', name: 'api' } }),
    ]);
  });

  it('--since and -o json; --profile reads that profile', async () => {
    const r = await runBinary(['record', '--since', '1h', '-o', 'json'], { env: env() });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([
      expect.objectContaining({ kind: 'paused', command: 'vigil checks pause c1 --yes' }),
    ]);
    const work = await runBinary(['--profile', 'work', 'record'], { env: env() });
    expect(work.stdout).toContain('Work profile.');
  });

  it.each([
    ['a --since that is not a time', ['--since', 'lately'], /--since must be 30m, 2h, 1d or a date/],
    ['an unknown output', ['-o', 'yaml'], /--output must be one of md, json/],
    ['an argument', ['extra'], /record/],
  ])('refuses %s with exit 2 and one sentence', async (_what, args, message) => {
    const r = await runBinary(['record', ...args], { env: env() });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});
