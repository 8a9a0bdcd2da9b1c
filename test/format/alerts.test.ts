import { describe, expect, it } from 'vitest';
import {
  alertChannelReference,
  alertConfigLines,
  alertRow,
  alertSends,
  alertSubscriptionLine,
  alertTarget,
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
      config: { address: 'ops@example.com' },
      subscriptions: [{ activated: true }, { activated: false }, { activated: true }],
      sendFailure: true,
      sendDegraded: true,
    });
    expect(row).toEqual({
      id: '7',
      type: 'EMAIL',
      sends: 'failure, degraded',
      target: '…@example.com',
      subscriptions: '2/3',
    });
    expect(alertRow({ id: 1, subscriptions: [] }).subscriptions).toBe('0');
  });

  it('list the configuration sanitized', () => {
    expect(alertConfigLines({ id: 1, config: { name: 'bot\u0007', headers: [{ key: 'X-\u001b' }] } })).toEqual([
      { label: 'name', value: 'bot\\x07' },
      { label: 'headers', value: '[{"key":"X-\\\\x1b","value":"(hidden)"}]' },
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
    expect(alertChannelReference(3, { found, missing: 'not found' })).toBe('EMAIL …@example.com #3');
    // A URL is named by its host and first path segment only (the rest can carry the webhook's secret).
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
      'webhook without a name: its host and first path segment',
      { url: 'https://bots.example.com/hooks/vigil?token=s3cr3t' },
      'https://bots.example.com/hooks/…?token=…',
    ],
    ['a bare origin stays whole', { url: 'https://bots.example.com' }, 'https://bots.example.com'],
    [
      'credentials in a URL are not shown',
      { url: 'amqp://user:pass@broker.example.com/' },
      'amqp://…@broker.example.com',
    ],
    [
      'slack: its channel, not its hook URL',
      { url: 'https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXXXXXX', channel: '#alerts' },
      '#alerts',
    ],
    [
      'slack without a channel: the hook host',
      { url: 'https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXXXXXX' },
      'https://hooks.slack.com/services/…',
    ],
    [
      'slack without a scheme: still a URL',
      { url: 'hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXXXXXX' },
      'https://hooks.slack.com/services/…',
    ],
    [
      'a token as the first path segment is not shown',
      { url: 'https://h.example.com/a1b2c3d4e5f6' },
      'https://h.example.com/…',
    ],
    ['a url that does not parse is not shown', { url: 'not a url token=abc' }, '(hidden)'],
    ['opsgenie: its name, not its API key', { name: 'Opsgenie EU', apiKey: 'sandbox-demo-opsgenie' }, 'Opsgenie EU'],
    ['email: its domain', { address: 'ops@example.com' }, '…@example.com'],
    ['an address with no domain is not shown', { address: 'ops-token' }, '(hidden)'],
    ['a phone: its last four digits', { number: '+49 151 1234 5678' }, '…5678'],
  ])('%s', (_, config, target) => {
    expect(alertTarget({ id: 1, config })).toBe(target);
  });
});

describe('alertConfigLines: the whole configuration, secrets masked', () => {
  const value = (config: Record<string, unknown>) =>
    alertConfigLines({ id: 1, config }).map((l) => `${l.label}=${l.value}`);

  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'pagerduty: the service key hidden',
      { account: 'example', serviceName: 'Checkout', serviceKey: 'sandbox-demo-service-key' },
      ['account=example', 'serviceName=Checkout', 'serviceKey=(hidden)'],
    ],
    [
      'any key vigil does not know is hidden, whatever its name or depth',
      {
        authorization: 'Bearer abcdefghijkl1234',
        credentials: { user: 'bot', pass: 'x' },
        apiKeys: ['k1', 'k2'],
        bearer: 'tok_0123456789',
        nested: { deeper: { token: 'abc' } },
        count: 12,
        enabled: true,
      },
      [
        'authorization=(hidden)',
        'credentials=(hidden)',
        'apiKeys=(hidden)',
        'bearer=(hidden)',
        'nested=(hidden)',
        'count=(hidden)',
        'enabled=true',
      ],
    ],
    [
      'webhook: host and first segment; query names kept, values hidden',
      { url: 'https://bots.example.com/hooks/vigil?token=s3cr3t&team=ops&flag' },
      ['url=https://bots.example.com/hooks/…?token=…&team=…&flag=…'],
    ],
    [
      "a URL's user info and fragment hidden",
      { url: 'https://bot:pa55@bots.example.com/x#access_token=abc' },
      ['url=https://…@bots.example.com/x#…'],
    ],
    [
      'discord, teams and slack hooks: the token path hidden',
      {
        url: 'https://discord.com/api/webhooks/123456789/abcdefTOKEN',
        webhookUrl: 'https://example.webhook.office.com/webhookb2/a1b2c3@d4e5/IncomingWebhook/f6/g7',
      },
      ['url=https://discord.com/api/…', 'webhookUrl=https://example.webhook.office.com/webhookb2/…'],
    ],
    ['email: its domain', { address: 'ops@example.com' }, ['address=…@example.com']],
    [
      'a plain URL: host and first segment',
      { url: 'https://bots.example.com/hooks' },
      ['url=https://bots.example.com/hooks'],
    ],
    [
      'webhook headers and query parameters: every value hidden, keys kept, in any of their forms',
      {
        headers: [
          { key: 'Authorization', value: 'Bearer abcdefghijkl9999' },
          { name: 'X-Token', value: 'abc' },
        ],
        queryParameters: { sig: 'x' },
      },
      [
        'headers=[{"key":"Authorization","value":"(hidden)"},{"key":"X-Token","value":"(hidden)"}]',
        'queryParameters={"sig":"(hidden)"}',
      ],
    ],
    ['a template: its length and hash', { template: 'abc' }, ['template=3 characters, sha256 ba7816bf8f01…']],
    [
      'method and region: enum words',
      { method: 'POST', region: 'EU', priority: 'P3' },
      ['method=POST', 'region=EU', 'priority=P3'],
    ],
    [
      'odd values: unset values stay visibly unset',
      { apiKey: null, secretEnabled: true },
      ['apiKey=null', 'secretEnabled=true'],
    ],
    ['odd values: control characters escaped', { name: 'bot\u0007' }, ['name=bot\\x07']],
  ])('%s', (_, config, lines) => {
    expect(value(config)).toEqual(lines);
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
