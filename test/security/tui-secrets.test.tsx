// The TUI never draws the key: not in the login form (masked), not in the error a server sends
// back with the key in it, not in the header or any screen once logged in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../src/client/index.js';
import { Root } from '../../src/tui/Root.js';
import { loginCredentials } from '../../src/config/login.js';
import { clientFor } from '../helpers/client.js';
import { useSandbox } from '../helpers/sandbox.js';
import { renderApp, renderTui, type Tui } from '../tui/harness.js';
import { type MisbehavingServer, startMisbehavingServer } from '../faults/misbehaving-server.js';
import { ACCOUNT_ID, SECRET_CORE, SECRET_KEY } from '../faults/secret.js';

const sandbox = useSandbox({ seed: 64, sessions: 40 });
let echo: MisbehavingServer;
const dirs: string[] = [];
const clients: VigilClient[] = [];

beforeAll(async () => {
  echo = await startMisbehavingServer({ behaviour: 'echo-key-error' });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await echo.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function expectNoKey(tui: Tui, key: string): void {
  for (const frame of [tui.frame(), tui.rawFrame()]) {
    expect(frame).not.toContain(key);
    expect(frame).not.toContain(key.slice(4, -4));
  }
}

describe('the TUI', () => {
  it('login: the key is masked while typed and absent from the error of a server that echoes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-tui-secret-'));
    dirs.push(dir);
    const tui = renderTui(
      <Root
        client={null}
        demo={false}
        readOnly={false}
        env={{ VIGIL_CONFIG_DIR: dir }}
        credentials={loginCredentials({ VIGIL_CONFIG_DIR: dir }, undefined)}
        colorMode="ansi16"
        onClient={(c) => clients.push(c)}
      />,
    );
    await tui.waitForFrame('vigil: log in');
    await tui.paste(SECRET_KEY);
    expectNoKey(tui, SECRET_KEY);
    await tui.press('tab');
    await tui.paste(ACCOUNT_ID);
    expectNoKey(tui, SECRET_KEY);
    await tui.press('tab');
    await tui.paste(echo.baseUrl);
    await tui.press('ctrl+s');
    // The 401 of the answer, not digits of the server's port in the Base URL field.
    const frame = await tui.waitForFrame((f) => f.split(echo.baseUrl).join('').includes('401'));
    expect(echo.seen.some((r) => r.headers.authorization === `Bearer ${SECRET_KEY}`)).toBe(true);
    expect(frame).not.toContain(SECRET_CORE);
    expectNoKey(tui, SECRET_KEY);
  });

  it('every screen, its help and its palette: no key anywhere', async () => {
    const client = clientFor(sandbox());
    clients.push(client);
    const tui = renderApp({ client, columns: 120, rows: 30 });
    await tui.waitForFrame(/Checks\s+137 checks · \d+ failing · \d+ degraded\s+failing first/);
    for (const key of ['1', '2', '3', '4', '5', '6']) {
      await tui.press(key);
      await tui.waitForFrame((f) => !/loading/i.test(f.split('\n').slice(1, 3).join('\n')));
      expectNoKey(tui, sandbox().apiKey);
      await tui.press('?');
      expectNoKey(tui, sandbox().apiKey);
      await tui.press('escape');
    }
    await tui.press(':');
    expectNoKey(tui, sandbox().apiKey);
  });

  it('a screen whose server echoes the key in its error shows the error without it', async () => {
    const { createClient } = await import('../../src/client/index.js');
    const client = createClient({ baseUrl: echo.baseUrl, apiKey: SECRET_KEY, accountId: ACCOUNT_ID });
    clients.push(client);
    const tui = renderApp({ client, columns: 200, rows: 30 });
    const frame = await tui.waitForFrame('ERROR');
    expect(frame).toContain('401');
    expectNoKey(tui, SECRET_KEY);
  });
});
