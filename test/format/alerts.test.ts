import { describe, expect, it } from 'vitest';
import { alertRow, alertSends, alertConfigLines } from '../../src/format/alerts.js';

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
