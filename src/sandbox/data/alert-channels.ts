// Alert channels of every kind, and the escalation policies groups and checks use.
import type { AlertChannel, AlertSettings } from '../../client/schemas/index.js';
import { rngFor } from '../random.js';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const POLICY_SPECIFIC: AlertSettings = {
  escalationType: 'TIME_BASED',
  timeBasedEscalation: { minutesFailingThreshold: 10 },
  reminders: { amount: 2, interval: 15 },
  parallelRunFailureThreshold: { enabled: true, percentage: 30 },
};
export const POLICY_RUN_BASED: AlertSettings = {
  escalationType: 'RUN_BASED',
  runBasedEscalation: { failedRunThreshold: 2 },
  reminders: { amount: 1, interval: 10 },
  parallelRunFailureThreshold: { enabled: false, percentage: 10 },
};
export const CHECK_ALERT_SETTINGS: AlertSettings = {
  escalationType: 'RUN_BASED',
  runBasedEscalation: { failedRunThreshold: 1 },
  reminders: { amount: 0, interval: 5 },
  parallelRunFailureThreshold: { enabled: false, percentage: 10 },
};

export function buildChannels(seed: number, anchor: number): AlertChannel[] {
  const specs: Array<[AlertChannel['type'], Record<string, unknown>]> = [
    ['EMAIL', { address: 'oncall@example.com' }],
    ['SLACK', { url: 'https://hooks.slack.com/services/T0000/B0000/sandboxdemo', channel: '#alerts' }],
    ['SMS', { name: 'On-call phone', number: '+4915112345678' }],
    [
      'WEBHOOK',
      {
        name: 'Incident bot',
        url: 'https://bots.example.com/hooks/vigil',
        method: 'POST',
        headers: [],
        queryParameters: [],
        template: '{"text":"{{ALERT_TITLE}}"}',
      },
    ],
    ['PAGERDUTY', { account: 'example', serviceName: 'Checkout', serviceKey: 'sandbox-demo-service-key' }],
    ['EMAIL', { address: 'platform-team@example.com' }],
    ['OPSGENIE', { name: 'Opsgenie EU', apiKey: 'sandbox-demo-opsgenie', region: 'EU', priority: 'P3' }],
    ['CALL', { name: 'Escalation call', number: '+14155550100' }],
    ['SLACK_APP', { channel: '#checkout-alerts' }],
  ];
  return specs.map(([type, config], i) => {
    const rng = rngFor(seed, 40, i);
    return {
      id: i + 1,
      type,
      config,
      subscriptions: [],
      sendRecovery: rng.chance(0.8),
      sendFailure: true,
      sendDegraded: rng.chance(0.4),
      sslExpiry: rng.chance(0.3),
      sslExpiryThreshold: 30,
      autoSubscribe: i === 0,
      created_at: iso(anchor - (200 - i * 7) * DAY),
      updated_at: null,
    };
  });
}
