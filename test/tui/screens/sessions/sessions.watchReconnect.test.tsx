// Walkthrough item 4: a watch that loses the server says RECONNECTING, tries again with backoff,
// and still rings the bell when the session ends. The sandbox is stopped, then started again on
// the same port (the same seed: the same sessions, running again).
import { expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { startSandbox } from '../../../../src/sandbox/index.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { clientFor } from '../../../helpers/client.js';
import { renderApp } from '../../harness.js';
import { screensWith } from './helpers.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('reconnects with backoff after a network error and still rings the bell when the session ends', async () => {
  const port = await freePort();
  let sb = await startSandbox({ port, runningSessionMs: 60_000 });
  const client = clientFor(sb, { maxRetries: 0 });
  try {
    const running = (await client.listTestSessions({ limit: 50 })).items.find((s) => s.status === 'RUNNING')!;
    expect(running).toBeDefined();
    const ring = vi.fn();
    const screens = screensWith({ pollMs: 60_000, completionWaitSeconds: 1, ring });
    const tui = renderApp({ client, screen: route('session', { id: running.id }), screens, columns: 120, rows: 30 });
    await tui.waitForFrame('RUN ');
    await tui.press('w');
    await tui.waitForFrame('WATCHING');
    await sb.close();
    const frame = await tui.waitForFrame('RECONNECTING', 15_000);
    expect(frame).toMatch(/RECONNECTING .*trying again (in \d+s|now) \(attempt \d+/);
    expect(frame).not.toContain('The watch stopped');
    // The server is back (its sessions run again, for a short while now): the watch goes on and ends.
    sb = await startSandbox({ port, runningSessionMs: 1500 });
    await tui.waitForFrame('FINISHED', 20_000);
    expect(ring).toHaveBeenCalledTimes(1);
  } finally {
    await client.close();
    await sb.close();
  }
}, 60_000);
