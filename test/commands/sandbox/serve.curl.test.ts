// The foundation issue's check by hand, as a test: `vigil sandbox --json` prints one JSON line,
// and curl with the printed key gets five checks and a content-range.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { DIST_CLI, TEST_NODE } from '../../helpers/run-cli.js';

let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGTERM');
});

describe('vigil sandbox --json, then curl', () => {
  it('prints one JSON line whose key lists five checks with a content-range', async () => {
    child = spawn(TEST_NODE, [DIST_CLI, 'sandbox', '--json', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, VIGIL_CODE_CACHE: 'off' },
    });
    const lines = createInterface({ input: child.stdout! });
    const first = await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child!.once('exit', (code) => reject(new Error(`vigil sandbox exited with ${code}`)));
    });
    const printed = JSON.parse(first) as Record<string, string>;
    expect(Object.keys(printed).sort()).toEqual(['accountId', 'apiKey', 'baseUrl', 'readOnlyApiKey']);

    const out = execFileSync(
      'curl',
      [
        '-sS',
        '-i',
        '-H',
        `Authorization: Bearer ${printed.apiKey}`,
        '-H',
        `X-Service-Account: ${printed.accountId}`,
        `${printed.baseUrl}/v1/checks?limit=5`,
      ],
      { encoding: 'utf8' },
    );
    const [head, body] = out.split(/\r\n\r\n/, 2) as [string, string];
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head).toMatch(/^content-range: 0-4\/\d+\r?$/im);
    const checks = JSON.parse(body) as Array<{ id: string; name: string }>;
    expect(checks).toHaveLength(5);
    for (const check of checks) expect(check.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
