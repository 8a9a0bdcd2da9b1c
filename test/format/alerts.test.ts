import { describe, expect, it } from 'vitest';
import { alertChannelReference, alertRow, alertSends, alertConfigLines, type AlertChannelLike } from '../../src/format/alerts.js';

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
    expect(row).toEqual({ id: '7', type: 'EMAIL', sends: 'failure, degraded', target: 'ops@example.com\\x1b[2J', subscriptions: '2/3' });
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
    expect(alertChannelReference(4, { found, missing: 'not found' })).toBe('WEBHOOK https://hooks.example.com/\\x1b[31mx #4');
    // A channel with no target known is named by its type.
    expect(alertChannelReference(9, { found: new Map([[9, { id: 9, type: 'SLACK', config: {} }]]), missing: 'not found' })).toBe('SLACK #9');
  });

  it('a channel not found: its bare ID and why, briefly', () => {
    expect(alertChannelReference(7, { found, missing: 'not found' })).toBe('#7 (not found)');
    expect(alertChannelReference(3, { found: new Map(), missing: 'lookup failed' })).toBe('#3 (lookup failed)');
    expect(alertChannelReference(3, { found: new Map(), missing: 'loading' })).toBe('#3 (loading)');
  });
});
