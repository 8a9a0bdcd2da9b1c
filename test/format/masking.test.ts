import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertChannelName,
  alertChannelReference,
  alertConfigLines,
  alertRow,
  alertTarget,
} from '../../src/format/alerts.js';
import { groupCode } from '../../src/format/group-code.js';
import { groupRow, groupSettings, policyText } from '../../src/format/groups.js';
import {
  API_CHECK_DEFAULTS,
  HIDDEN,
  maskedText,
  RETRY_STRATEGY,
  scriptSummary,
  shownEmail,
  shownPhone,
  shownUrl,
} from '../../src/format/masking.js';
import { channels, groups, holdsMarker } from '../helpers/secret-configs.js';

const SEED = 20_261_125;

describe('shownUrl: scheme, host and first path segment, nothing else', () => {
  it.each<[string, string | undefined]>([
    ['https://hooks.slack.com/services/T0/B0/token', 'https://hooks.slack.com/services/…'],
    ['hooks.slack.com/services/T0/B0/token', 'https://hooks.slack.com/services/…'],
    ['https://discord.com/api/webhooks/1/token', 'https://discord.com/api/…'],
    ['amqp://user:pass@broker.example.com:5672/vhost', 'amqp://…@broker.example.com:5672/vhost'],
    ['https://h.example.com/a1b2c3d4e5f6g7h8', 'https://h.example.com/…'],
    ['https://h.example.com/hooks?token=abc&x', 'https://h.example.com/hooks?token=…&x=…'],
    ['https://h.example.com/#frag', 'https://h.example.com#…'],
    ['https://h.example.com', 'https://h.example.com'],
    ['not a url', undefined],
    ['token=abc', undefined],
  ])('%s', (text, shown) => {
    expect(shownUrl(text)).toBe(shown);
  });
});

describe('emails, phones, scripts and values of known shapes', () => {
  it('an email by its domain, a phone by its last four digits', () => {
    expect(shownEmail('ops@example.com')).toBe('…@example.com');
    expect(shownEmail('no-domain')).toBeUndefined();
    expect(shownPhone('+49 151 1234 5678')).toBe('…5678');
    expect(shownPhone('12345')).toBeUndefined();
    expect(shownPhone('+49token')).toBeUndefined();
  });

  it('a script by its length and sha256 (as sha256sum prints it), never its text', () => {
    expect(scriptSummary('abc')).toBe('3 characters, sha256 ba7816bf8f01…');
  });

  it('known settings keep their numbers, flags and enum words; the rest is hidden', () => {
    expect(maskedText({ type: 'FIXED', maxRetries: 2, sameRegion: true, x: 'y' }, RETRY_STRATEGY)).toBe(
      '{"type":"FIXED","maxRetries":2,"sameRegion":true,"x":"(hidden)"}',
    );
    expect(maskedText({ type: 'AKIAIOSFODNN7EXAMPLE' }, RETRY_STRATEGY)).toBe(`{"type":"${HIDDEN}"}`);
    expect(
      maskedText({ basicAuth: { username: 'u', password: 'p' }, assertions: [{ target: '200' }] }, API_CHECK_DEFAULTS),
    ).toBe('{"basicAuth":{"username":"(hidden)","password":"(hidden)"},"assertions":[{"target":"200"}]}');
  });
});

describe('generated secrets never reach human output', () => {
  const expectNoMarker = (text: string, where: string) => {
    if (holdsMarker(text)) throw new Error(`${where} shows the marker: ${text}`);
  };

  it('alert channels: rows, targets, names, references and whole configurations', () => {
    fc.assert(
      fc.property(channels(1), (list) => {
        const lookup = { found: new Map(list.map((c) => [c.id, c])), missing: 'not found' as const };
        for (const c of list) {
          expectNoMarker(JSON.stringify(alertRow(c)), 'alertRow');
          expectNoMarker(alertTarget(c), 'alertTarget');
          expectNoMarker(alertChannelName(c), 'alertChannelName');
          expectNoMarker(alertChannelReference(c.id, lookup), 'alertChannelReference');
          expectNoMarker(JSON.stringify(alertConfigLines(c)), 'alertConfigLines');
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('check groups: rows, every setting, policies, -o code (scripts only with --show-scripts)', () => {
    const withChannels = channels(1).chain((list) =>
      groups(
        1,
        list.map((c) => c.id),
      ).map((g) => ({ list, g })),
    );
    fc.assert(
      fc.property(withChannels, ({ list, g }) => {
        const lookup = { found: new Map(list.map((c) => [c.id, c])), missing: 'not found' as const };
        for (const group of g) {
          expectNoMarker(JSON.stringify(groupRow(group)), 'groupRow');
          expectNoMarker(JSON.stringify(groupSettings(group, lookup)), 'groupSettings');
          expectNoMarker(JSON.stringify(groupSettings(group)), 'groupSettings without lookup');
          expectNoMarker(policyText(group.alertEscalationPolicy), 'policyText');
          expectNoMarker(groupCode(group), 'groupCode');
          if (group.localSetupScript) expect(holdsMarker(groupCode(group, { showScripts: true }))).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
