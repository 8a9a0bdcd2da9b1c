// Checks, check groups, alert channels and check statuses: small enough to build up front
// (10,000 checks take a few milliseconds); serialized lazily by the store.
import type { AlertChannel, Check, CheckGroup, CheckStatus } from '../../client/schemas/index.js';
import type { SandboxFixtures } from '../fixtures.js';
import { runLocations } from '../outage.js';
import { rngFor } from '../random.js';
import { buildChannels } from './alert-channels.js';
import { requestFor, scriptFor } from './check-content.js';
import { buildGroups } from './check-groups.js';
import { buildCheck, buildStatus } from './checks.js';
import { ESCAPE_NAMES, UNICODE_NAMES } from './words.js';

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

const LONG_NAME_PART = 'Checkout API – create order with coupon, gift card and split shipping across regions; ';

/**
 * Rule 4: a browser check inside the 10-second group, among API/URL checks that may run there.
 * Returns the browser check.
 */
function fillHighFrequencyGroup(seed: number, hf: CheckGroup, at: (i: number) => Check, count: number): Check {
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
  for (let k = 0; k < 3 && 20 + k < count; k++) {
    const c = at(20 + k);
    Object.assign(c, {
      checkType: 'API',
      groupId: hf.id,
      frequency: 0,
      frequencyOffset: 10,
      request: requestFor(rngFor(seed, 43, k), 'API'),
    });
    delete c.script;
  }
  return hfBrowser;
}

/** Alert channel subscriptions mirror the checks' and groups' own lists. */
function subscribeChannels(channels: AlertChannel[], checks: readonly Check[], groups: readonly CheckGroup[]): void {
  for (const c of checks)
    for (const s of c.alertChannelSubscriptions ?? [])
      channels[s.alertChannelId - 1]?.subscriptions.push({ id: 0, checkId: c.id, groupId: null, activated: true });
  for (const g of groups)
    for (const s of g.alertChannelSubscriptions ?? [])
      channels[s.alertChannelId - 1]?.subscriptions.push({ id: 0, checkId: null, groupId: g.id, activated: true });
  let subId = 1;
  for (const ch of channels) for (const s of ch.subscriptions) s.id = subId++;
}

export function generateCatalog(seed: number, counts: { checks: number; groups: number }, anchor: number): Catalog {
  const channels = buildChannels(seed, anchor);
  const groups = buildGroups(seed, counts.groups, anchor, channels);
  const checks: Check[] = [];
  for (let i = 0; i < counts.checks; i++) checks.push(buildCheck(seed, i, anchor, groups, channels.length));

  // Well-known checks at fixed positions (the list is ordered by creation like the real API).
  const at = (i: number) => checks[Math.min(i, checks.length - 1)] as Check;
  const escaping = at(3);
  escaping.name = ESCAPE_NAMES[0];
  escaping.tags = ['legacy', 'tag\u001b[7m'];
  at(4).name = ESCAPE_NAMES[1];
  at(5).name = ESCAPE_NAMES[2];
  for (let k = 0; k < UNICODE_NAMES.length; k++) at(6 + k * 3).name = UNICODE_NAMES[k] as string;
  const long = at(2);
  long.name = `Very long check name that keeps going: ${LONG_NAME_PART.repeat(4)}end`;
  const paused = at(1);
  paused.activated = false;
  paused.name = `${paused.name} (paused)`;

  const hf = groups[0] as CheckGroup;
  const hfBrowser = fillHighFrequencyGroup(seed, hf, at, checks.length);
  subscribeChannels(channels, checks, groups);

  const groupById = new Map(groups.map((g) => [g.id, g]));
  const statuses = checks.map((c, i) =>
    buildStatus(seed, i, c, anchor, runLocations(c, c.groupId === null ? undefined : groupById.get(c.groupId))),
  );
  const failing = at(7);
  const failingStatus = statuses[checks.indexOf(failing)] as CheckStatus;
  failingStatus.hasFailures = true;
  // A check runs where its group says, when the group names locations: its last run was there too.
  checks.forEach((c, i) => {
    const where = c.groupId === null ? undefined : groupById.get(c.groupId)?.locations;
    const status = statuses[i] as CheckStatus;
    if (where && where.length > 0 && !where.includes(status.lastRunLocation ?? ''))
      status.lastRunLocation = where[i % where.length] as string;
  });

  return {
    checks,
    groups,
    channels,
    statuses,
    fixtures: {
      escapeCheckId: escaping.id,
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
