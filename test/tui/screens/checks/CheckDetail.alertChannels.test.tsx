// A check's detail names the alert channels it subscribes to (type and where they send, then the
// ID), not bare IDs; Enter on one opens that channel. A channel already loaded by the Alerts list
// costs no request.
import { describe, expect, it } from 'vitest';
import { alertChannelName } from '../../../../src/format/alerts.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { createStore } from '../../../../src/tui/state/store.js';
import { useTuiSandbox } from '../../../helpers/tui.js';

const tui = useTuiSandbox();

async function subscribedCheck() {
  const client = tui.client();
  const channels = (await client.listAlertChannels({ page: 1, limit: 100 })).items;
  for (const channel of channels) {
    for (const s of channel.subscriptions) {
      if (!s.checkId) continue;
      const check = await client.getCheck(s.checkId);
      if ((check.alertChannelSubscriptions ?? []).length > 0) return { check, channels };
    }
  }
  throw new Error('the sandbox has no check subscribed to a channel');
}

describe('check detail: alert channels by name', () => {
  it('shows each subscribed channel by type and target with its ID, and Enter opens it', async () => {
    const { check, channels } = await subscribedCheck();
    const first = check.alertChannelSubscriptions![0]!;
    const channel = channels.find((c) => c.id === first.alertChannelId)!;
    const name = alertChannelName(channel);
    expect(name).not.toBe('');
    const app = tui.open(route('check', { id: check.id }), { columns: 140, rows: 50 });
    // The runs' lines above (the strip and "Now") are in too, so the line count stays as it is.
    const frame = await app.waitForFrame((f) => f.includes(`${name} #${channel.id}`) && /Now +\S/.test(f));
    const line = frame.split('\n').find((l) => l.includes(`${name} #${channel.id}`))!;
    expect(line).toMatch(/alert channel +/);
    expect(frame).not.toMatch(new RegExp(`alert channels? +#${channel.id}\\b`));
    // Move onto the channel's line and open it.
    const lines = frame.split('\n');
    const target = lines.findIndex((l) => l.includes(`${name} #${channel.id}`));
    const cursor = lines.findIndex((l) => l.startsWith('> '));
    for (let i = cursor; i < target; i++) await app.press('j');
    await app.waitForFrame((f) => (f.split('\n').find((l) => l.startsWith('> ')) ?? '').includes(`#${channel.id}`));
    await app.press('enter');
    await app.waitForFrame(`Alert channel #${channel.id}`);
  });

  it('a channel on an Alerts page already loaded is not asked for again', async () => {
    const { check } = await subscribedCheck();
    const ids = check.alertChannelSubscriptions!.map((s) => s.alertChannelId);
    // One store for both, as in one run of the TUI.
    const store = createStore();
    const app = tui.open('alerts', { columns: 140, rows: 60, store });
    await app.waitForFrame(/Alert/);
    await app.waitForFrame((f) => /^> /m.test(f));
    const before = tui.sandbox().requests.length;
    app.unmount();
    const detail = tui.open(route('check', { id: check.id }), { columns: 140, rows: 50, store });
    await detail.waitForFrame(/#\d+\s*$/m);
    await detail.waitForFrame((f) =>
      ids.every((id) => f.includes(`#${id}`) && !new RegExp(`alert channel +#${id}\\b`).test(f)),
    );
    const asked = tui
      .sandbox()
      .requests.slice(before)
      .filter((r) => r.path.startsWith('/v1/alert-channels'));
    expect(asked).toEqual([]);
    // Without the Alerts page loaded first, the channels come from one page of the list.
    const before2 = tui.sandbox().requests.length;
    const fresh = tui.open(route('check', { id: check.id }), { columns: 140, rows: 50 });
    await fresh.waitForFrame((f) =>
      ids.every((id) => f.includes(`#${id}`) && !new RegExp(`alert channel +#${id}\\b`).test(f)),
    );
    expect(
      tui
        .sandbox()
        .requests.slice(before2)
        .filter((r) => r.path.startsWith('/v1/alert-channels'))
        .map((r) => `${r.path}${r.query}`),
    ).toEqual(['/v1/alert-channels?page=1&limit=100']);
  });
});
