// The Alerts screen: channels, what they send, subscriptions; a channel's detail.
import { describe, expect, it } from 'vitest';
import { useTuiSandbox } from '../../../helpers/tui.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { sanitizeLine } from '../../../../src/sanitize.js';

const { client, open } = useTuiSandbox();

describe('Alerts screen', () => {
  it('lists channels with type, what they send and subscriptions', async () => {
    const channels = await client().listAlertChannels({ limit: 50 });
    const first = channels.items[0]!;
    const tui = open('alerts');
    const frame = await tui.waitForFrame(/Alert channels\s+1-\d+ of \d+/);
    for (const header of ['ID', 'TYPE', 'SENDS', 'TARGET', 'SUBS']) expect(frame).toContain(header);
    const selected = frame.split('\n').find((l) => l.startsWith('> '))!;
    expect(selected).toContain(String(first.id));
    expect(selected).toContain(first.type);
    expect(frame).toMatch(/failure|recovery|degraded/);
  });

  it('opens a channel with its configuration and subscriptions; Enter on a subscription opens it', async () => {
    const channels = await client().listAlertChannels({ limit: 50 });
    const index = channels.items.findIndex((c) => c.subscriptions.some((s) => s.checkId || s.groupId));
    expect(index).toBeGreaterThanOrEqual(0);
    const channel = channels.items[index]!;
    const tui = open('alerts', { rows: 60 });
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

describe('Alert channel detail', () => {
  it('names the checks and groups of its subscriptions, not bare IDs', async () => {
    const channels = await client().listAlertChannels({ limit: 50 });
    const channel =
      channels.items.find((c) => c.subscriptions.some((s) => s.checkId) && c.subscriptions.some((s) => s.groupId)) ??
      channels.items.find((c) => c.subscriptions.some((s) => s.checkId))!;
    const statuses = await client().listCheckStatuses();
    const groups = (await client().listCheckGroups({ limit: 100 })).items;
    const tui = open(route('alert', { id: String(channel.id) }), { columns: 120, rows: 80 });
    const frame = await tui.waitForFrame(
      (f) => f.includes('Subscriptions (') && !/^\s+check\s+[0-9a-f]{8}-/m.test(f),
      20_000,
    );
    for (const s of channel.subscriptions) {
      if (s.checkId)
        expect(frame).toContain(`"${sanitizeLine(statuses.find((x) => x.checkId === s.checkId)!.name).slice(0, 30)}`);
      else if (s.groupId)
        expect(frame).toContain(`"${sanitizeLine(groups.find((g) => g.id === s.groupId)!.name).slice(0, 30)}`);
    }
  });
});

describe('Alert channel secrets', () => {
  const SERVICE_KEY = 'sandbox-demo-service-key';

  it('the list names a PagerDuty channel by its service, never its key', async () => {
    const tui = open('alerts', { columns: 120, rows: 40 });
    const frame = await tui.waitForFrame(/PAGERDUTY/);
    expect(frame).toMatch(/PAGERDUTY .*Checkout/);
    expect(frame).not.toContain(SERVICE_KEY);
  });

  it('the detail hides the service key and the Slack hook path past its first segment', async () => {
    const channels = (await client().listAlertChannels({ limit: 50 })).items;
    const pagerduty = channels.find((c) => c.type === 'PAGERDUTY')!;
    let tui = open(route('alert', { id: String(pagerduty.id) }), { columns: 120, rows: 40 });
    let frame = await tui.waitForFrame('Configuration');
    expect(frame).toMatch(/serviceKey +\(hidden\)/);
    expect(frame).toMatch(/serviceName +Checkout/);
    expect(frame).not.toContain(SERVICE_KEY);
    const slack = channels.find((c) => c.type === 'SLACK')!;
    tui = open(route('alert', { id: String(slack.id) }), { columns: 120, rows: 40 });
    frame = await tui.waitForFrame('Configuration');
    expect(frame).toContain('https://hooks.slack.com/services/…');
    expect(frame).not.toContain('T0000');
    expect(frame).not.toContain('sandboxdemo');
  });
});
