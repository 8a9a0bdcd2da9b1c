// No credentials: the login screen verifies them with GET /v1/accounts/{id}, stores them, and
// opens the TUI.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCredentials } from '../../../src/config/index.js';
import { startSandbox } from '../../../src/sandbox/index.js';
import { Root } from '../../../src/tui/Root.js';
import { loginCredentials } from '../../../src/config/login.js';
import type { VigilClient } from '../../../src/client/index.js';
import { useSandbox } from '../../helpers/sandbox.js';
import { renderTui } from '../harness.js';

const sandbox = useSandbox();
const dirs: string[] = [];
const clients: VigilClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup(timeoutMs?: number) {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-tui-login-'));
  dirs.push(dir);
  const env = { VIGIL_CONFIG_DIR: dir };
  const tui = renderTui(
    <Root
      client={null}
      demo={false}
      readOnly={false}
      env={env}
      credentials={loginCredentials(env, undefined)}
      timeoutMs={timeoutMs}
      colorMode="ansi16"
      onClient={(c) => clients.push(c)}
    />,
  );
  return { env, tui };
}

describe('login screen', () => {
  it('verifies, stores the credentials and opens Checks', async () => {
    const sb = sandbox();
    const { env, tui } = setup();
    await tui.waitForFrame('vigil: log in');
    await tui.paste(sb.apiKey);
    let frame = tui.frame();
    // The key is masked.
    expect(frame).not.toContain(sb.apiKey);
    expect(frame).toContain('*'.repeat(8));
    await tui.press('tab');
    await tui.paste(sb.accountId);
    await tui.press('down');
    await tui.paste(sb.baseUrl);
    await tui.press('enter');
    frame = await tui.waitForFrame(
      (f) =>
        /Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/.test(f) && f.includes('Sandbox Demo Inc.'),
    );
    expect(loadCredentials({ env })).toMatchObject({
      apiKey: sb.apiKey,
      accountId: sb.accountId,
      baseUrl: sb.baseUrl,
      source: 'stored',
    });
    expect(
      sb.requests.some((r) => r.method === 'GET' && r.path === `/v1/accounts/${sb.accountId}` && r.status === 200),
    ).toBe(true);
  });

  it('keeps the form and stores nothing when the server rejects the key', async () => {
    const sb = sandbox();
    const { env, tui } = setup();
    await tui.waitForFrame('vigil: log in');
    await tui.paste('wrong-key');
    await tui.press('tab');
    await tui.paste(sb.accountId);
    await tui.press('tab');
    await tui.paste(sb.baseUrl);
    await tui.press('ctrl+s');
    // Not waitForFrame('401'): the sandbox's port (in the Base URL field) may hold those digits.
    const frame = await tui.waitForFrame((f) => f.replace(/\s+/g, ' ').includes('rejected the API key'));
    expect(frame).toMatch(/\b401\b/);
    expect(frame).toContain('vigil: log in');
    expect(frame).toContain(sb.accountId);
    expect(loadCredentials({ env })).toBeNull();
  });

  it('says what is wrong before sending anything', async () => {
    const before = sandbox().requests.length;
    const { tui } = setup();
    await tui.waitForFrame('vigil: log in');
    await tui.press('ctrl+s');
    await tui.waitForFrame('The API key is empty');
    await tui.type('k');
    await tui.press('tab');
    await tui.type('not-a-guid');
    await tui.press('ctrl+s');
    await tui.waitForFrame('is not a GUID');
    expect(sandbox().requests.length).toBe(before);
    await tui.press('escape');
    await new Promise((r) => setTimeout(r, 20));
    expect(tui.exited()).toBe(true);
  });

  it('verifies within the time limit it is given (VIGIL_TIMEOUT_MS), and stores nothing when none answers', async () => {
    const slow = await startSandbox({ latencyMs: 400 });
    try {
      const { env, tui } = setup(100);
      await tui.waitForFrame('vigil: log in');
      await tui.paste(slow.apiKey);
      await tui.press('tab');
      await tui.paste(slow.accountId);
      await tui.press('tab');
      await tui.paste(slow.baseUrl);
      await tui.press('ctrl+s');
      const frame = await tui.waitForFrame('within 100 ms', 10_000);
      expect(frame).toContain('vigil: log in');
      expect(loadCredentials({ env })).toBeNull();
    } finally {
      await slow.close();
    }
  });
});
