// One generated check and its current status, from (seed, index).
import type { Check, CheckGroup, CheckStatus, CheckType } from '../../client/schemas/index.js';
import { spreadRunLocation } from '../outage.js';
import { Kind, rngFor, uuidFrom } from '../random.js';
import { CHECK_ALERT_SETTINGS } from './alert-channels.js';
import { RUNTIMES, checkName, pickLocations, requestFor, scriptFor } from './check-content.js';
import { TAGS } from './words.js';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

// biome-ignore format: a weight table read best several to a line
const CHECK_TYPES: ReadonlyArray<readonly [CheckType, number]> = [
  ['API', 34], ['BROWSER', 14], ['MULTI_STEP', 7], ['PLAYWRIGHT', 7], ['URL', 12], ['TCP', 5],
  ['DNS', 5], ['ICMP', 4], ['HEARTBEAT', 5], ['SSL', 3], ['GRPC', 2], ['TRACEROUTE', 2],
];

/** Check frequencies in minutes, weighted toward the common ones. */
// biome-ignore format: a weight table read best several to a line
const MINUTES: ReadonlyArray<readonly [number, number]> = [
  [1, 6], [2, 3], [5, 10], [10, 12], [15, 6], [30, 5], [60, 6], [120, 2], [360, 2], [720, 1], [1440, 2],
];

export function buildCheck(seed: number, i: number, anchor: number, groups: CheckGroup[], channelCount: number): Check {
  const rng = rngFor(seed, Kind.check, i);
  const type = rng.weighted(CHECK_TYPES);
  const name = checkName(rng, type, i);
  const inGroup = rng.chance(0.55) && groups.length > 0;
  const group = inGroup ? groups[rng.int(groups.length)] : undefined;
  const minutes = type === 'HEARTBEAT' ? 60 : rng.weighted(MINUTES);
  const subs = rng.sample(
    Array.from({ length: channelCount }, (_, k) => k + 1),
    rng.weighted([
      [0, 4],
      [1, 4],
      [2, 2],
    ] as const),
  );
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
    retryStrategy: rng.chance(0.3)
      ? { type: 'LINEAR', baseBackoffSeconds: 60, maxRetries: 2, maxDurationSeconds: 600, sameRegion: true }
      : null,
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
    check.heartbeat = {
      period: 1,
      periodUnit: 'hours',
      grace: 10,
      graceUnit: 'minutes',
      pingToken: uuidFrom(seed, 42, i),
    };
    check.locations = [];
  }
  return check;
}

/** `locations`: where the check runs (its group's when the group sets them); the last run is in one of them. */
export function buildStatus(
  seed: number,
  i: number,
  check: Check,
  anchor: number,
  locations: readonly string[],
): CheckStatus {
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
    lastRunLocation: spreadRunLocation(seed, i, locations),
    lastCheckRunId: uuidFrom(seed, Kind.checkRun, i),
    created_at: (check.created_at ?? iso(anchor)).slice(0, 10),
    updated_at: iso(anchor - rng.int(600_000)),
  };
}
