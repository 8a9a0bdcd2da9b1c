// Check groups: the first six exercise service.md's rules (high frequency, global, own and no
// escalation policy, paused, muted); the rest are drawn from the seed.
import type { AlertChannel, CheckGroup } from '../../client/schemas/index.js';
import { rngFor } from '../random.js';
import { POLICY_RUN_BASED, POLICY_SPECIFIC } from './alert-channels.js';
import { RUNTIMES, pickLocations } from './check-content.js';
import { HOSTS, SERVICES, TAGS } from './words.js';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();

type Rng = ReturnType<typeof rngFor>;
type ChannelRefs = (ids: number[]) => CheckGroup['alertChannels'];

/** What every group starts from, drawn from the seed. */
function baseGroup(rng: Rng, i: number, anchor: number): CheckGroup {
  return {
    id: i + 1,
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
}

/** A group past the six fixed ones: its policy, frequency, channels and retries drawn from the seed. */
function drawSettings(base: CheckGroup, rng: Rng, ref: ChannelRefs): void {
  const policy = rng.weighted([
    ['none', 3],
    ['global', 2],
    ['object', 2],
  ] as const);
  if (policy === 'global') base.alertEscalationPolicy = 'global';
  if (policy === 'object') base.alertEscalationPolicy = rng.chance(0.5) ? POLICY_SPECIFIC : POLICY_RUN_BASED;
  if (rng.chance(0.5)) base.frequency = rng.pick(['EVERY_1M', 'EVERY_5M', 'EVERY_10M', 'EVERY_1H'] as const);
  if (rng.chance(0.5)) base.alertChannels = ref(rng.sample([1, 2, 3, 4, 5, 6], rng.range(1, 2)).sort());
  if (rng.chance(0.3)) base.retryStrategy = { type: 'FIXED', baseBackoffSeconds: 60, maxRetries: 1, sameRegion: false };
  if (rng.chance(0.3)) base.runParallel = true;
  base.name = `${base.name} ${base.id}`;
}

export function buildGroups(seed: number, count: number, anchor: number, channels: AlertChannel[]): CheckGroup[] {
  const groups: CheckGroup[] = [];
  const ref = (ids: number[]) => ids.map((id) => ({ id, type: channels[id - 1]?.type }));
  for (let i = 0; i < count; i++) {
    const rng = rngFor(seed, 41, i);
    const base = baseGroup(rng, i, anchor);
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
      default:
        drawSettings(base, rng, ref);
    }
    base.useGlobalAlertSettings = base.alertEscalationPolicy === 'global';
    if (base.alertEscalationPolicy && base.alertEscalationPolicy !== 'global')
      base.alertSettings = base.alertEscalationPolicy;
    base.alertChannelSubscriptions = base.alertChannels.map((c) => ({ alertChannelId: c.id, activated: true }));
    groups.push(base);
  }
  return groups;
}
