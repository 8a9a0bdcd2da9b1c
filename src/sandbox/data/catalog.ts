// Checks, check groups, alert channels and check statuses: small enough to build up front
// (10,000 checks take a few milliseconds); serialized lazily by the store.
import type { AlertChannel, AlertSettings, Check, CheckGroup, CheckStatus, CheckType, Frequency } from '../../client/schemas/index.js';
import { LOCATIONS } from '../../client/schemas/index.js';
import type { SandboxFixtures } from '../fixtures.js';
import { Kind, Rng, rngFor, uuidFrom } from '../random.js';
import {
  API_THINGS, BROWSER_THINGS, ESCAPE_NAMES, HOSTS, REGIONS_LABEL, SERVICES, TAGS, UNICODE_NAMES, UPTIME_THINGS,
} from './words.js';

export interface Catalog {
  checks: Check[];
  groups: CheckGroup[];
  channels: AlertChannel[];
  statuses: CheckStatus[];
  fixtures: Pick<
    SandboxFixtures,
    | 'escapeCheckId'
    | 'unicodeCheckId'
    | 'longNameCheckId'
    | 'pausedCheckId'
    | 'failingCheckId'
    | 'highFrequencyGroupId'
    | 'highFrequencyBrowserCheckId'
    | 'globalPolicyGroupId'
    | 'specificPolicyGroupId'
    | 'noPolicyGroupId'
    | 'pausedGroupId'
  >;
}

const DAY = 86_400_000;
const RUNTIMES = ['2025.04', '2024.09', '2024.02'] as const;

const CHECK_TYPES: ReadonlyArray<readonly [CheckType, number]> = [
  ['API', 34], ['BROWSER', 14], ['MULTI_STEP', 7], ['PLAYWRIGHT', 7], ['URL', 12], ['TCP', 5],
  ['DNS', 5], ['ICMP', 4], ['HEARTBEAT', 5], ['SSL', 3], ['GRPC', 2], ['TRACEROUTE', 2],
];

/** Check frequencies in minutes, weighted toward the common ones. */
const MINUTES: ReadonlyArray<readonly [number, number]> = [
  [1, 6], [2, 3], [5, 10], [10, 12], [15, 6], [30, 5], [60, 6], [120, 2], [360, 2], [720, 1], [1440, 2],
];

export const FREQUENCY_MINUTES: Readonly<Record<Frequency, number>> = {
  EVERY_10S: 0, EVERY_20S: 0, EVERY_30S: 0, EVERY_1M: 1, EVERY_2M: 2, EVERY_5M: 5, EVERY_10M: 10,
  EVERY_15M: 15, EVERY_30M: 30, EVERY_1H: 60, EVERY_2H: 120, EVERY_6H: 360, EVERY_12H: 720, EVERY_24H: 1440,
};
export const FREQUENCY_OFFSET: Partial<Record<Frequency, number>> = { EVERY_10S: 10, EVERY_20S: 20, EVERY_30S: 30 };

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();

function pickLocations(rng: Rng): string[] {
  return rng.sample(LOCATIONS, rng.range(1, 4)).sort();
}

function checkName(rng: Rng, type: CheckType, index: number): string {
  const service = rng.pick(SERVICES);
  const region = rng.chance(0.3) ? ` (${rng.pick(REGIONS_LABEL)})` : '';
  switch (type) {
    case 'API':
    case 'GRPC':
      return `${service} API – ${rng.pick(API_THINGS)}${region}`;
    case 'BROWSER':
    case 'PLAYWRIGHT':
    case 'MULTI_STEP':
      return `${service} ${rng.pick(BROWSER_THINGS)}${region}`;
    case 'HEARTBEAT':
      return `${service} nightly job heartbeat #${index % 97}`;
    case 'TCP':
      return `${service} TCP ${rng.pick(HOSTS)}:${rng.pick([443, 5432, 6379, 25])}`;
    case 'DNS':
      return `DNS ${rng.pick(['A', 'AAAA', 'MX', 'TXT'])} ${rng.pick(HOSTS)}`;
    case 'ICMP':
    case 'TRACEROUTE':
      return `${type === 'ICMP' ? 'Ping' : 'Traceroute'} ${rng.pick(HOSTS)}${region}`;
    case 'SSL':
      return `SSL certificate ${rng.pick(HOSTS)}`;
    default:
      return `${rng.pick(UPTIME_THINGS)} uptime${region}`.replace(/^./, (c) => c.toUpperCase());
  }
}

function requestFor(rng: Rng, type: CheckType): Record<string, unknown> | undefined {
  const host = rng.pick(HOSTS);
  switch (type) {
    case 'API':
      return {
        method: rng.weighted([['GET', 6], ['POST', 2], ['PUT', 1]] as const),
        url: `https://${host}/v1/${rng.pick(['orders', 'users/me', 'health', 'search?q=shoes', 'cart'])}`,
        followRedirects: true,
        skipSSL: false,
        body: '',
        bodyType: 'NONE',
        headers: [{ key: 'Accept', value: 'application/json', locked: false }],
        queryParameters: [],
        assertions: [
          { source: 'STATUS_CODE', comparison: 'EQUALS', property: '', target: '200', regex: null },
          { source: 'RESPONSE_TIME', comparison: 'LESS_THAN', property: '', target: '2000', regex: null },
        ],
      };
    case 'URL':
      return { method: 'GET', url: `https://${host}/`, followRedirects: true, skipSSL: false, assertions: [] };
    case 'TCP':
      return { hostname: host, port: rng.pick([443, 5432, 6379, 25]), ipFamily: 'IPv4', assertions: [] };
    case 'DNS':
      return { query: host, recordType: rng.pick(['A', 'AAAA', 'MX', 'TXT'] as const), protocol: 'UDP', assertions: [] };
    case 'ICMP':
      return { hostname: host, ipFamily: 'IPv4', pingCount: 10, assertions: [] };
    default:
      return undefined;
  }
}

function scriptFor(type: CheckType, name: string): string | undefined {
  if (type === 'BROWSER' || type === 'MULTI_STEP') {
    const safe = name.replace(/[^\x20-\x7e]/g, '?').replace(/'/g, "\\'");
    return `const { test, expect } = require('@playwright/test')\n\ntest('${safe}', async ({ page }) => {\n  const response = await page.goto('https://shop.example.com')\n  expect(response.status()).toBeLessThan(400)\n  await page.screenshot({ path: 'screenshot.jpg' })\n})\n`;
  }
  return undefined;
}

const POLICY_SPECIFIC: AlertSettings = {
  escalationType: 'TIME_BASED',
  timeBasedEscalation: { minutesFailingThreshold: 10 },
  reminders: { amount: 2, interval: 15 },
  parallelRunFailureThreshold: { enabled: true, percentage: 30 },
};
const POLICY_RUN_BASED: AlertSettings = {
  escalationType: 'RUN_BASED',
  runBasedEscalation: { failedRunThreshold: 2 },
  reminders: { amount: 1, interval: 10 },
  parallelRunFailureThreshold: { enabled: false, percentage: 10 },
};
const CHECK_ALERT_SETTINGS: AlertSettings = {
  escalationType: 'RUN_BASED',
  runBasedEscalation: { failedRunThreshold: 1 },
  reminders: { amount: 0, interval: 5 },
  parallelRunFailureThreshold: { enabled: false, percentage: 10 },
};

function buildChannels(seed: number, anchor: number): AlertChannel[] {
  const specs: Array<[AlertChannel['type'], Record<string, unknown>]> = [
    ['EMAIL', { address: 'oncall@example.com' }],
    ['SLACK', { url: 'https://hooks.slack.com/services/T0000/B0000/sandboxdemo', channel: '#alerts' }],
    ['SMS', { name: 'On-call phone', number: '+4915112345678' }],
    ['WEBHOOK', { name: 'Incident bot', url: 'https://bots.example.com/hooks/vigil', method: 'POST', headers: [], queryParameters: [], template: '{"text":"{{ALERT_TITLE}}"}' }],
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

function buildGroups(seed: number, count: number, anchor: number, channels: AlertChannel[]): CheckGroup[] {
  const groups: CheckGroup[] = [];
  const ref = (ids: number[]) => ids.map((id) => ({ id, type: channels[id - 1]?.type }));
  for (let i = 0; i < count; i++) {
    const rng = rngFor(seed, 41, i);
    const id = i + 1;
    const base: CheckGroup = {
      id,
      name: `${rng.pick(SERVICES)} ${rng.pick(['platform', 'journeys', 'monitors', 'synthetics', 'edge'])}`,
      activated: true,
      muted: false,
      locations: pickLocations(rng),
      tags: rng.sample(TAGS, rng.range(0, 3)),
      concurrency: rng.pick([3, 5, 10, 10, 10, 20]),
      environmentVariables: [],
      alertChannels: [],
      apiCheckDefaults: { url: `https://${rng.pick(HOSTS)}/v1`, headers: [], queryParameters: [], assertions: [] },
      runtimeId: rng.pick(RUNTIMES),
      alertChannelSubscriptions: [],
      created_at: isoDate(anchor - (300 - i) * DAY),
      updated_at: iso(anchor - rng.range(1, 30) * DAY),
    };
    switch (i) {
      case 0: // rule 4: high frequency, holds a browser check
        Object.assign(base, {
          name: 'Edge health – every 10 seconds',
          frequency: 'EVERY_10S',
          concurrency: 20,
          tags: ['critical', 'sla'],
          alertEscalationPolicy: POLICY_RUN_BASED,
          alertChannels: ref([1, 3]),
          runParallel: true,
        });
        break;
      case 1: // rule 1
        Object.assign(base, {
          name: 'Checkout journeys (global alerting)',
          frequency: 'EVERY_5M',
          alertEscalationPolicy: 'global',
          alertChannels: ref([2]),
          environmentVariables: [
            { key: 'BASE_URL', value: 'https://shop.example.com', locked: false, secret: false },
            { key: 'TEST_USER_PASSWORD', value: '', locked: true, secret: true },
          ],
          browserChecks: { testMatch: '**/__checks__/checkout/*.spec.ts', frequency: 'EVERY_10M' },
        });
        break;
      case 2: // rule 2
        Object.assign(base, {
          name: 'Payments API (own escalation policy)',
          frequency: 'EVERY_1M',
          alertEscalationPolicy: POLICY_SPECIFIC,
          alertChannels: ref([4, 5]),
          retryStrategy: { type: 'LINEAR', baseBackoffSeconds: 30, maxRetries: 2, sameRegion: true },
          multistepChecks: { testMatch: '**/__checks__/payments/*.multistep.ts' },
        });
        break;
      case 3: // rule 3
        Object.assign(base, {
          name: 'Search monitors (checks keep their own alerts)',
          frequency: 'EVERY_15M',
          alertChannels: ref([1, 6]),
          privateLocations: ['data-center-eu'],
        });
        break;
      case 4:
        Object.assign(base, {
          name: 'Legacy reports (paused)',
          activated: false,
          localSetupScript: "process.env.TOKEN = await getToken('reports')",
          localTearDownScript: "console.log('done')",
        });
        break;
      case 5:
        Object.assign(base, { name: `${base.name} (muted)`, muted: true, frequency: 'EVERY_30M' });
        break;
      default: {
        const policy = rng.weighted([['none', 3], ['global', 2], ['object', 2]] as const);
        if (policy === 'global') base.alertEscalationPolicy = 'global';
        if (policy === 'object') base.alertEscalationPolicy = rng.chance(0.5) ? POLICY_SPECIFIC : POLICY_RUN_BASED;
        if (rng.chance(0.5)) base.frequency = rng.pick(['EVERY_1M', 'EVERY_5M', 'EVERY_10M', 'EVERY_1H'] as const);
        if (rng.chance(0.5)) base.alertChannels = ref(rng.sample([1, 2, 3, 4, 5, 6], rng.range(1, 2)).sort());
        if (rng.chance(0.3)) base.retryStrategy = { type: 'FIXED', baseBackoffSeconds: 60, maxRetries: 1, sameRegion: false };
        if (rng.chance(0.3)) base.runParallel = true;
        base.name = `${base.name} ${id}`;
      }
    }
    base.useGlobalAlertSettings = base.alertEscalationPolicy === 'global';
    if (base.alertEscalationPolicy && base.alertEscalationPolicy !== 'global') base.alertSettings = base.alertEscalationPolicy;
    base.alertChannelSubscriptions = base.alertChannels.map((c) => ({ alertChannelId: c.id, activated: true }));
    groups.push(base);
  }
  return groups;
}

function buildCheck(seed: number, i: number, anchor: number, groups: CheckGroup[], channelCount: number): Check {
  const rng = rngFor(seed, Kind.check, i);
  const type = rng.weighted(CHECK_TYPES);
  let name = checkName(rng, type, i);
  const inGroup = rng.chance(0.55) && groups.length > 0;
  const group = inGroup ? groups[rng.int(groups.length)] : undefined;
  const minutes = type === 'HEARTBEAT' ? 60 : rng.weighted(MINUTES);
  const subs = rng.sample(Array.from({ length: channelCount }, (_, k) => k + 1), rng.weighted([[0, 4], [1, 4], [2, 2]] as const));
  const created = anchor - rng.range(2, 400) * DAY - rng.int(DAY);
  const check: Check = {
    id: uuidFrom(seed, Kind.check, i),
    name,
    checkType: type,
    frequency: minutes,
    activated: !rng.chance(0.04),
    muted: rng.chance(0.05),
    doubleCheck: rng.chance(0.6),
    shouldFail: false,
    locations: pickLocations(rng),
    tags: rng.sample(TAGS, rng.range(0, 4)),
    groupId: group ? group.id : null,
    groupOrder: group ? rng.int(50) : null,
    runtimeId: type === 'BROWSER' || type === 'API' || type === 'MULTI_STEP' ? rng.pick(RUNTIMES) : null,
    useGlobalAlertSettings: rng.chance(0.5),
    alertSettings: CHECK_ALERT_SETTINGS,
    alertChannelSubscriptions: subs.sort().map((alertChannelId) => ({ alertChannelId, activated: true })),
    retryStrategy: rng.chance(0.3) ? { type: 'LINEAR', baseBackoffSeconds: 60, maxRetries: 2, maxDurationSeconds: 600, sameRegion: true } : null,
    degradedResponseTime: type === 'API' || type === 'URL' ? 3000 : null,
    maxResponseTime: type === 'API' || type === 'URL' ? 10000 : null,
    runParallel: rng.chance(0.2),
    description: null,
    environmentVariables: [],
    created_at: iso(created),
    updated_at: iso(created + rng.int(60) * DAY),
  };
  const request = requestFor(rng, type);
  if (request) check.request = request;
  const script = scriptFor(type, name);
  if (script) check.script = script;
  if (type === 'HEARTBEAT') {
    check.heartbeat = { period: 1, periodUnit: 'hours', grace: 10, graceUnit: 'minutes', pingToken: uuidFrom(seed, 42, i) };
    check.locations = [];
  }
  return check;
}

export function generateCatalog(seed: number, counts: { checks: number; groups: number }, anchor: number): Catalog {
  const channels = buildChannels(seed, anchor);
  const groups = buildGroups(seed, counts.groups, anchor, channels);
  const checks: Check[] = [];
  for (let i = 0; i < counts.checks; i++) checks.push(buildCheck(seed, i, anchor, groups, channels.length));

  // Well-known checks at fixed positions (the list is ordered by creation like the real API).
  const at = (i: number) => checks[Math.min(i, checks.length - 1)] as Check;
  const escape = at(3);
  escape.name = ESCAPE_NAMES[0];
  escape.tags = ['legacy', 'tag\u001b[7m'];
  at(4).name = ESCAPE_NAMES[1];
  at(5).name = ESCAPE_NAMES[2];
  for (let k = 0; k < UNICODE_NAMES.length; k++) at(6 + k * 3).name = UNICODE_NAMES[k] as string;
  const long = at(2);
  long.name = `Very long check name that keeps going: ${'Checkout API – create order with coupon, gift card and split shipping across regions; '.repeat(4)}end`;
  const paused = at(1);
  paused.activated = false;
  paused.name = `${paused.name} (paused)`;

  // Rule 4: a browser check inside the 10-second group, among API/URL checks that may run there.
  const hf = groups[0] as CheckGroup;
  const hfBrowser = at(0);
  Object.assign(hfBrowser, {
    checkType: 'BROWSER',
    name: 'Edge login flow (browser, in the 10s group)',
    groupId: hf.id,
    frequency: 1,
    script: scriptFor('BROWSER', 'Edge login flow'),
    runtimeId: '2025.04',
  });
  delete hfBrowser.request;
  for (let k = 0; k < 3 && 20 + k < checks.length; k++) {
    const c = at(20 + k);
    Object.assign(c, { checkType: 'API', groupId: hf.id, frequency: 0, frequencyOffset: 10, request: requestFor(rngFor(seed, 43, k), 'API') });
    delete c.script;
  }

  // Alert channel subscriptions mirror the checks' and groups' own lists.
  for (const c of checks) for (const s of c.alertChannelSubscriptions ?? []) channels[s.alertChannelId - 1]?.subscriptions.push({ id: 0, checkId: c.id, groupId: null, activated: true });
  for (const g of groups) for (const s of g.alertChannelSubscriptions ?? []) channels[s.alertChannelId - 1]?.subscriptions.push({ id: 0, checkId: null, groupId: g.id, activated: true });
  let subId = 1;
  for (const ch of channels) for (const s of ch.subscriptions) s.id = subId++;

  const statuses = checks.map((c, i) => buildStatus(seed, i, c, anchor));
  const failing = at(7);
  const failingStatus = statuses[checks.indexOf(failing)] as CheckStatus;
  failingStatus.hasFailures = true;

  return {
    checks,
    groups,
    channels,
    statuses,
    fixtures: {
      escapeCheckId: escape.id,
      unicodeCheckId: at(6).id,
      longNameCheckId: long.id,
      pausedCheckId: paused.id,
      failingCheckId: failing.id,
      highFrequencyGroupId: hf.id,
      highFrequencyBrowserCheckId: hfBrowser.id,
      globalPolicyGroupId: (groups[1] as CheckGroup).id,
      specificPolicyGroupId: (groups[2] as CheckGroup).id,
      noPolicyGroupId: (groups[3] as CheckGroup).id,
      pausedGroupId: (groups[4] as CheckGroup).id,
    },
  };
}

function buildStatus(seed: number, i: number, check: Check, anchor: number): CheckStatus {
  const rng = rngFor(seed, 44, i);
  const failing = rng.chance(0.08);
  const shortest = rng.range(20, 400);
  return {
    checkId: check.id,
    name: check.name,
    hasFailures: failing,
    hasErrors: !failing && rng.chance(0.01),
    isDegraded: !failing && rng.chance(0.06),
    longestRun: shortest + rng.range(100, 9000),
    shortestRun: shortest,
    lastRunLocation: check.locations[0] ?? 'eu-central-1',
    lastCheckRunId: uuidFrom(seed, Kind.checkRun, i),
    created_at: (check.created_at ?? iso(anchor)).slice(0, 10),
    updated_at: iso(anchor - rng.int(600_000)),
  };
}
