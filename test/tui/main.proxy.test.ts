// The TUI behind an HTTP proxy: the built program in tmux at 80x24, against the real sandbox named
// vigil-sandbox.test, a name only the proxy resolves. The failing checks drawn with their status
// prove the TUI's requests went through the proxy (config/proxy.ts, src/tui/main.tsx tuiClients).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectProxy, startConnectProxy } from '../helpers/connect-proxy.js';
import { useVigilInTmux } from '../helpers/tmux.js';

const { sandbox, start } = useVigilInTmux({ seed: 5 });
let proxy: ConnectProxy;
let port: number;

beforeAll(async () => {
  port = Number(new URL(sandbox().baseUrl).port);
  proxy = await startConnectProxy({ hosts: { 'vigil-sandbox.test': port } });
});
afterAll(() => proxy.close());

describe('vigil in a terminal behind a proxy', () => {
  it('draws the Checks screen from the sandbox reached through HTTP_PROXY', async () => {
    const term = start({ env: { VIGIL_BASE_URL: `http://vigil-sandbox.test:${port}`, HTTP_PROXY: proxy.url } });
    await term.waitForPane(
      (t) => t.includes('vigil | Checks') && /\bFAIL\b/.test(t),
      'the Checks screen with a failing row',
    );
    expect(proxy.seen.length).toBeGreaterThan(0);
    expect(proxy.seen.every((c) => c.authority === `vigil-sandbox.test:${port}`)).toBe(true);
  });

  it('says a proxy value that is not a URL in one sentence and exits 2 before drawing', async () => {
    const term = start({
      env: { VIGIL_BASE_URL: `http://vigil-sandbox.test:${port}`, HTTP_PROXY: 'socks5://proxy.corp:1080' },
    });
    const shown = await term.waitForPane((t) => t.includes('EXIT:'), 'vigil exiting');
    // The terminal wraps the sentence at 80 columns.
    expect(shown.replace(/\n/g, '')).toContain(
      'vigil: HTTP_PROXY must be an http:// or https:// proxy, not "socks5://proxy.corp:1080"',
    );
    expect(shown).toContain('EXIT:2');
    expect(shown).not.toContain('vigil | Checks');
  });

  it('opens --demo whatever the proxy variables hold, and a server on loopback too', async () => {
    const term = start({ args: ['--demo'], env: { HTTP_PROXY: 'socks5://proxy.corp:1080', HTTPS_PROXY: 'nope://' } });
    await term.waitForPane((t) => t.includes('vigil | Checks') && /\bFAIL\b/.test(t), 'the demo with a failing row');
    // The sandbox of this file, on 127.0.0.1: the variable for its scheme is not even read.
    const direct = start({ env: { HTTP_PROXY: 'socks5://proxy.corp:1080' } });
    await direct.waitForPane((t) => t.includes('vigil | Checks') && /\bFAIL\b/.test(t), 'the Checks screen');
  });
});
