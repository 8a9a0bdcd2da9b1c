// The Alerts screen: channels, what they send, subscriptions; a channel's detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { useSandbox } from '../../../helpers/sandbox.js';
import { clientFor } from '../../../helpers/client.js';
import { renderApp } from '../../harness.js';

const sandbox = useSandbox();
let client: VigilClient;
beforeAll(() => {
  client = clientFor(sandbox());
});
afterAll(async () => {
  await client.close();
});

describe('Alerts screen', () => {
  it('lists channels with type, what they send and subscriptions', async () => {
    const channels = await client.listAlertChannels({ limit: 50 });
    const first = channels.items[0]!;
    const tui = renderApp({ client, screen: 'alerts' });
    const frame = await tui.waitForFrame(/Alert channels\s+1-\d+ of \d+/);
    for (const header of ['ID', 'TYPE', 'SENDS', 'TARGET', 'SUBS']) expect(frame).toContain(header);
    const selected = frame.split('\n').find((l) => l.startsWith('> '))!;
    expect(selected).toContain(String(first.id));
    expect(selected).toContain(first.type);
    expect(frame).toMatch(/failure|recovery|degraded/);
  });

  it('opens a channel with its configuration and subscriptions; Enter on a subscription opens it', async () => {
    const channels = await client.listAlertChannels({ limit: 50 });
    const index = channels.items.findIndex((c) => c.subscriptions.some((s) => s.checkId || s.groupId));
    expect(index).toBeGreaterThanOrEqual(0);
    const channel = channels.items[index]!;
    const tui = renderApp({ client, screen: 'alerts', rows: 60 });
    await tui.waitForFrame(/Alert channels\s+1-/);
    await tui.press(...new Array<string>(index).fill('j'), 'enter');
    let frame = await tui.waitForFrame('Configuration');
    expect(frame).toContain(`Alert channel #${channel.id}`);
    expect(frame).toContain(`Subscriptions (${channel.subscriptions.length})`);
    await tui.press('G');
    const last = channel.subscriptions[channel.subscriptions.length - 1]!;
    await tui.press('enter');
    frame = await tui.waitForFrame(last.checkId ? 'Inherited from group' : 'Settings');
    await tui.press('escape');
    await tui.waitForFrame('Configuration');
  });
});
