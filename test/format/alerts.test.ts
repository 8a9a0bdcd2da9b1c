import { describe, expect, it } from 'vitest';
import {
  alertChannelReference,
  alertConfigLines,
  alertRow,
  alertSends,
  alertSubscriptionLine,
  alertTarget,
  maskUrlSecrets,
  type AlertChannelLike,
  type SubscriptionNames,
} from '../../src/format/alerts.js';

describe('alert channels', () => {
  it('say what they send', () => {
    expect(alertSends({ id: 1, sendFailure: true, sendRecovery: true, sendDegraded: false })).toBe('failure, recovery');
    expect(alertSends({ id: 1 })).toBe('nothing');
  });

  it('become rows with target and subscription counts', () => {
    const row = alertRow({
      id: 7,
      type: 'EMAIL',
      config: { address: 'ops@example.com\u001b[2J' },
      subscriptions: [{ activated: true }, { activated: false }, { activated: true }],
      sendFailure: true,
      sendDegraded: true,
    });
    expect(row).toEqual({
      id: '7',
      type: 'EMAIL',
      sends: 'failure, degraded',
      target: 'ops@example.com\\x1b[2J',
      subscriptions: '2/3',
    });
    expect(alertRow({ id: 1, subscriptions: [] }).subscriptions).toBe('0');
  });

  it('list the configuration sanitized', () => {
    expect(alertConfigLines({ id: 1, config: { url: 'https://x', headers: [{ a: '\u0007' }] } })).toEqual([
      { label: 'url', value: 'https://x' },
      { label: 'headers', value: '[{"a":"\\u0007"}]' },
    ]);
  });
});

describe('alertChannelReference: how a check or a group names a channel', () => {
  const email = { id: 3, type: 'EMAIL', config: { address: 'ops@example.com' } };
  const webhook = { id: 4, type: 'WEBHOOK', config: { url: 'https://hooks.example.com/\u001b[31mx' } };
  const found = new Map<number, AlertChannelLike>([
    [3, email],
    [4, webhook],
  ]);

  it('a channel found: its type, where it sends (sanitized), and its ID', () => {
    expect(alertChannelReference(3, { found, missing: 'not found' })).toBe('EMAIL ops@example.com #3');
    // A URL is named by its origin only (the rest can carry the webhook's secret).
    expect(alertChannelReference(4, { found, missing: 'not found' })).toBe('WEBHOOK https://hooks.example.com/… #4');
    // A channel with no target known is named by its type.
    expect(
      alertChannelReference(9, { found: new Map([[9, { id: 9, type: 'SLACK', config: {} }]]), missing: 'not found' }),
    ).toBe('SLACK #9');
  });

  it('a channel not found: its bare ID and why, briefly', () => {
    expect(alertChannelReference(7, { found, missing: 'not found' })).toBe('#7 (not found)');
    expect(alertChannelReference(3, { found: new Map(), missing: 'lookup failed' })).toBe('#3 (lookup failed)');
    expect(alertChannelReference(3, { found: new Map(), missing: 'loading' })).toBe('#3 (loading)');
  });
});

describe('alertTarget: where a channel sends, never a secret', () => {
  it.each<[string, AlertChannelLike['config'], string]>([
    [
      'pagerduty: its service, not its integration key',
      { account: 'example', serviceName: 'Checkout', serviceKey: 'sandbox-demo-service-key' },
      'Checkout',
    ],
    [
      'pagerduty without a service name: its account',
      { account: 'example', serviceKey: 'sandbox-demo-service-key' },
      'example',
    ],
    ['pagerduty with only the key: nothing', { serviceKey: 'sandbox-demo-service-key' }, '-'],
    [
      'webhook: its name',
      { name: 'Incident bot', url: 'https://bots.example.com/hooks/vigil?token=s3cr3t' },
      'Incident bot',
    ],
    [
      'webhook without a name: its URL origin',
      { url: 'https://bots.example.com/hooks/vigil?token=s3cr3t' },
      'https://bots.example.com/…',
    ],
    ['a bare origin stays whole', { url: 'https://bots.example.com' }, 'https://bots.example.com'],
    ['credentials in a URL are not shown', { url: 'https://user:pw@bots.example.com/' }, 'https://bots.example.com/…'],
    [
      'slack: its channel, not its hook URL',
      { url: 'https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXXXXXX', channel: '#alerts' },
      '#alerts',
    ],
    [
      'slack without a channel: the hook origin',
      { url: 'https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXXXXXX' },
      'https://hooks.slack.com/…',
    ],
    ['a url that does not parse is not shown', { url: 'not a url token=abc' }, '-'],
    ['opsgenie: its name, not its API key', { name: 'Opsgenie EU', apiKey: 'sandbox-demo-opsgenie' }, 'Opsgenie EU'],
    ['email untouched', { address: 'ops@example.com' }, 'ops@example.com'],
    ['control characters escaped', { address: 'ops@example.com\u001b[2J' }, 'ops@example.com\\x1b[2J'],
  ])('%s', (_, config, target) => {
    expect(alertTarget({ id: 1, config })).toBe(target);
  });
});

describe('alertConfigLines: the whole configuration, secrets masked', () => {
  const value = (config: Record<string, unknown>) =>
    alertConfigLines({ id: 1, config }).map((l) => `${l.label}=${l.value}`);

  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'pagerduty: the service key keeps its last 4',
      { account: 'example', serviceName: 'Checkout', serviceKey: 'sandbox-demo-service-key' },
      ['account=example', 'serviceName=Checkout', 'serviceKey=...-key'],
    ],
    [
      'any key naming a secret',
      {
        apiKey: 'abcdefghijkl1234',
        routingKey: 'r0ut1ng-key-9876',
        accessToken: 'tok_0123456789',
        clientSecret: 'xyzxyzxyzxyz',
        password: 'hunter2hunter2',
      },
      ['apiKey=...1234', 'routingKey=...9876', 'accessToken=...6789', 'clientSecret=...zxyz', 'password=...ter2'],
    ],
    ['a short secret shows none of itself', { apiKey: 'short' }, ['apiKey=...']],
    [
      'webhook: query values masked, names kept',
      { url: 'https://bots.example.com/hooks/vigil?token=s3cr3t&team=ops&flag' },
      ['url=https://bots.example.com/hooks/vigil?token=...&team=...&...'],
    ],
    [
      "a URL's password and fragment masked",
      { url: 'https://bot:pa55@bots.example.com/x#access_token=abc' },
      ['url=https://bot:...@bots.example.com/x#...'],
    ],
    [
      'slack hook: the path token masked',
      { url: 'https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXXabcd' },
      ['url=https://hooks.slack.com/services/T0000/B0000/...abcd'],
    ],
    [
      'slack hook with a short token',
      { url: 'https://hooks.slack.com/services/T0000/B0000/sandboxdemo' },
      ['url=https://hooks.slack.com/services/T0000/B0000/...'],
    ],
    ['email untouched', { address: 'ops@example.com' }, ['address=ops@example.com']],
    [
      'a plain URL untouched',
      { url: 'https://bots.example.com/hooks/vigil' },
      ['url=https://bots.example.com/hooks/vigil'],
    ],
    [
      'webhook headers and query parameters: every value masked, names kept',
      {
        headers: [{ key: 'Authorization', value: 'Bearer abcdefghijkl9999' }],
        queryParameters: [{ key: 'sig', value: 'x' }],
      },
      ['headers=[{"key":"Authorization","value":"...9999"}]', 'queryParameters=[{"key":"sig","value":"..."}]'],
    ],
    [
      'a secret nested in an object',
      { auth: { token: 'abcdefghijkl4321', user: 'bot' } },
      ['auth={"token":"...4321","user":"bot"}'],
    ],
    ['odd values: a number secret', { apiKey: 123456789012345 }, ['apiKey=...2345']],
    ['odd values: an object secret shows nothing of itself', { apiKey: { a: 'abcdefghijklmnop' } }, ['apiKey=...']],
    [
      'odd values: unset secrets stay visibly unset',
      { apiKey: '', serviceKey: null, secretEnabled: true },
      ['apiKey=', 'serviceKey=null', 'secretEnabled=true'],
    ],
    [
      'odd values: control characters escaped after masking',
      { apiKey: 'abcdefghijk\u001b[2J', name: 'bot\u0007' },
      ['apiKey=...\\x1b[2J', 'name=bot\\x07'],
    ],
  ])('%s', (_, config, lines) => {
    expect(value(config)).toEqual(lines);
  });

  it('maskUrlSecrets leaves what is no URL as it is', () => {
    expect(maskUrlSecrets('ops@example.com')).toBe('ops@example.com');
    expect(maskUrlSecrets('token=abc')).toBe('token=abc');
    expect(maskUrlSecrets('')).toBe('');
  });
});

describe("alertSubscriptionLine: a channel's subscription, named", () => {
  const names: SubscriptionNames = {
    check: (id) => (id === 'c1' ? 'Checkout API' : undefined),
    group: (id) => (id === 3 ? 'Shop\u001b[31m' : undefined),
  };

  it('a check by name, a group by name and ID; what is not known by its ID', () => {
    expect(alertSubscriptionLine({ checkId: 'c1', activated: true }, names)).toEqual({
      kind: 'check',
      text: '"Checkout API"',
    });
    expect(alertSubscriptionLine({ groupId: 3, activated: false }, names)).toEqual({
      kind: 'group',
      text: '"Shop\\x1b[31m" #3 (inactive)',
    });
    expect(alertSubscriptionLine({ checkId: 'c2', activated: true }, names)).toEqual({ kind: 'check', text: 'c2' });
    expect(alertSubscriptionLine({ groupId: 4, activated: true }, names)).toEqual({ kind: 'group', text: '#4' });
    expect(alertSubscriptionLine({ activated: true }, names)).toEqual({
      kind: 'subscription',
      text: 'names no check or group',
    });
  });

  it('a failed lookup says so', () => {
    const failed: SubscriptionNames = {
      check: () => undefined,
      group: () => undefined,
      failed: { checks: true, groups: true },
    };
    expect(alertSubscriptionLine({ checkId: 'c1', activated: true }, failed).text).toBe('c1 (lookup failed)');
    expect(alertSubscriptionLine({ groupId: 3, activated: false }, failed).text).toBe('#3 (lookup failed) (inactive)');
  });
});
