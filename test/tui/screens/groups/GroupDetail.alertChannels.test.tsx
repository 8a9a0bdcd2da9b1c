// A group's detail names its alert channels as a check's detail does (type and where they send,
// then the ID), not "#1 EMAIL"; a channel already loaded by the Alerts list costs no request, and a
// failed lookup leaves the bare IDs, says so, and still shows the group.
import { describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { alertChannelName } from '../../../../src/format/alerts.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { createStore } from '../../../../src/tui/state/store.js';
import { renderApp } from '../../harness.js';
import { useTuiSandbox } from '../../../helpers/tui.js';

const tui = useTuiSandbox();

async function groupWithChannels() {
  const client = tui.client();
  const id = tui.sandbox().fixtures.highFrequencyGroupId;
  const group = await client.getCheckGroup(id);
  const channels = (await client.listAlertChannels({ page: 1, limit: 100 })).items;
  const names = group.alertChannels.map(
    (ref) => `${alertChannelName(channels.find((c) => c.id === ref.id)!)} #${ref.id}`,
  );
  expect(names.length).toBeGreaterThan(0);
  return { id, names };
}

const channelRequests = (from: number) =>
  tui
    .sandbox()
    .requests.slice(from)
    .filter((r) => r.path.startsWith('/v1/alert-channels'))
    .map((r) => `${r.path}${r.query}`);

describe('group detail: alert channels by name', () => {
  it('shows each channel by type and target with its ID, from one page of the channel list', async () => {
    const { id, names } = await groupWithChannels();
    const before = tui.sandbox().requests.length;
    const app = tui.open(route('group', { id: String(id) }), { columns: 140, rows: 50 });
    const frame = await app.waitForFrame(names.join(', '));
    expect(frame.split('\n').find((l) => l.includes(names.join(', ')))).toMatch(/alertChannels +/);
    expect(frame).not.toMatch(/alertChannels +#\d/);
    expect(channelRequests(before)).toEqual(['/v1/alert-channels?page=1&limit=100']);
  });

  it('a channel on an Alerts page already loaded is not asked for again', async () => {
    const { id, names } = await groupWithChannels();
    // One store for both, as in one run of the TUI.
    const store = createStore();
    const alerts = tui.open('alerts', { columns: 140, rows: 60, store });
    await alerts.waitForFrame((f) => /^> /m.test(f));
    alerts.unmount();
    const before = tui.sandbox().requests.length;
    const detail = tui.open(route('group', { id: String(id) }), { columns: 140, rows: 50, store });
    await detail.waitForFrame(names.join(', '));
    expect(channelRequests(before)).toEqual([]);
  });

  it('a failed lookup leaves "#<id> (lookup failed)" and the group still shows', async () => {
    const id = tui.sandbox().fixtures.highFrequencyGroupId;
    const real = tui.client();
    // The real client against the real sandbox, except that reading the channel list fails (the
    // sandbox cannot fail one route alone).
    const failing = new Proxy(real, {
      get: (target, key) =>
        key === 'listAlertChannels'
          ? () => Promise.reject(new Error('the channel list is unavailable'))
          : Reflect.get(target, key),
    }) as VigilClient;
    const app = renderApp({ client: failing, screen: route('group', { id: String(id) }), columns: 140, rows: 50 });
    const frame = await app.waitForFrame(/alertChannels +#\d+ \(lookup failed\)/);
    expect(frame).toMatch(/alertChannels +#1 \(lookup failed\), #3 \(lookup failed\)/);
    expect(frame).toContain('Alert settings of its checks');
    expect(frame).toContain('Group "');
    app.unmount();
  });
});
