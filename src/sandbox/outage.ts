// `vigil sandbox --outage <location>`: one location that fails everything running in it, so
// clusters by location (and the history of check results) can be seen working. A small piece of
// sandbox state with one question, "is this location out?", that any route may ask.
import type { Check, CheckGroup, CheckStatus } from '../client/schemas/index.js';
import { hash32 } from './random.js';

export class Outage {
  private readonly out: ReadonlySet<string>;

  constructor(locations: readonly string[] = []) {
    this.out = new Set(locations);
  }

  /** True when every check run in `location` fails. */
  isLocationOut(location: string): boolean {
    return this.out.has(location);
  }

  /** The first location of `locations` that is out, if any. */
  outLocationAmong(locations: readonly string[]): string | undefined {
    return this.out.size === 0 ? undefined : locations.find((l) => this.out.has(l));
  }
}

/** Where a check runs: its group's locations when the group sets any (as withGroupSettings), else its own. */
export function runLocations(check: Check, group: CheckGroup | undefined): readonly string[] {
  return group && group.locations.length > 0 ? group.locations : check.locations;
}

/** Where the sandbox says a check with no locations of its own (a heartbeat) last ran, as the history does. */
const NO_LOCATION_RUN = 'eu-central-1';

/**
 * The location a check last ran in, spread over its locations (deterministic from the seed and
 * index, so two runs of the same sandbox agree). A check with no locations gets the one the
 * history of check results gives its runs (history/plan.ts), so a status and its newest run agree.
 */
export function spreadRunLocation(seed: number, index: number, locations: readonly string[]): string {
  if (locations.length === 0) return NO_LOCATION_RUN;
  return locations[hash32(seed, 0x10ca, index) % locations.length] ?? NO_LOCATION_RUN;
}

/**
 * Makes every status whose check runs in an out location failing, last run there. Applied once
 * at start; flapping leaves these checks alone (see check-states.ts).
 */
export function applyOutage(
  outage: Outage,
  statuses: readonly CheckStatus[],
  locationsOf: (checkId: string) => readonly string[],
): void {
  for (const status of statuses) {
    const location = outage.outLocationAmong(locationsOf(status.checkId));
    if (location === undefined) continue;
    status.hasFailures = true;
    status.hasErrors = false;
    status.isDegraded = false;
    status.lastRunLocation = location;
  }
}
