// `vigil sandbox --state` through the built bin (dist/cli.cjs), with the code cache off and on:
// an unusable --state is refused at start (exit 2, one sentence), and a usable one keeps a
// change across a restart of the real process.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { DIST_CLI, runBinary } from '../../helpers/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'vigil-sandbox-bin-'));
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const caches = [
  ['off', 'off'],
  ['on', join(dir, 'code-cache')],
] as const;

/** Starts `vigil sandbox --json ...` and resolves with what it printed and a stop() that waits for the exit. */
async function serveBinary(
  args: string[],
  cache: string,
): Promise<{ info: Record<string, string>; stop: () => Promise<number | null> }> {
  const child = spawn(
    process.execPath,
    [DIST_CLI, 'sandbox', '--json', '--port', '0', '--checks', '40', '--sessions', '10', ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, HOME: dir, VIGIL_CONFIG_DIR: dir, VIGIL_CODE_CACHE: cache },
    },
  );
  children.add(child);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`vigil sandbox exited with ${code}: ${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    info: JSON.parse(line) as Record<string, string>,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      children.delete(child);
      return code;
    },
  };
}

describe.each(caches)('vigil sandbox --state, built bin, code cache %s', (label, cache) => {
  it('refuses a --state in a directory it cannot write: exit 2, one sentence, nothing served', async () => {
    const unwritable = '/sys'; // no one may create files there, root included
    const result = await runBinary(['sandbox', '--port', '0', '--state', join(unwritable, 'vigil-state.json')], {
      env: { VIGIL_CODE_CACHE: cache },
    });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^vigil: --state \/\w+\/vigil-state\.json cannot be used: the sandbox cannot write in \/\w+ \(permission denied\); pass a file in a directory you can write\.\n$/,
    );
  });

  it('refuses a state file with a wrong inner type, naming the field: exit 2', async () => {
    const file = join(dir, `bad-${label}.json`);
    const checkId = '00000000-0000-4000-8000-000000000001';
    writeFileSync(file, JSON.stringify({ version: 1, checks: { [checkId]: { muted: 'yes' } } }));
    const result = await runBinary(['sandbox', '--port', '0', '--state', file], { env: { VIGIL_CODE_CACHE: cache } });
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      `vigil: the state file ${file} is not usable: field "checks.${checkId}.muted" must be true or false; fix it or pass another --state file.`,
    ]);
  });

  it('keeps a change across a restart of the process', async () => {
    const file = join(dir, `state-${label}.json`);
    const first = await serveBinary(['--state', file], cache);
    const { baseUrl, apiKey, accountId } = first.info;
    const members = await fetch(`${baseUrl}/v1/accounts/${accountId}/members`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    const removable = ((await members.json()) as { members: Array<{ userId: string; role: string }> }).members.find(
      (m) => m.role === 'READ_WRITE',
    )!;
    const del = await fetch(`${baseUrl}/v1/accounts/${accountId}/members/${removable.userId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(del.status).toBe(204);
    expect(await first.stop()).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).removedMembers).toEqual([removable.userId]);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = await serveBinary(['--state', file], cache);
    try {
      const again = await fetch(`${second.info.baseUrl}/v1/accounts/${accountId}/members`, {
        headers: { authorization: `Bearer ${apiKey}` },
      });
      const ids = ((await again.json()) as { members: Array<{ userId: string }> }).members.map((m) => m.userId);
      expect(ids).not.toContain(removable.userId);
      expect(ids.length).toBeGreaterThan(0);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
});
