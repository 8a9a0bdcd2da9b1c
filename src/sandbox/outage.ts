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

/**
 * The location a check last ran in, spread over its locations (deterministic from the seed and
 * index, so two runs of the same sandbox agree); heartbeat checks run nowhere.
 */
export function spreadRunLocation(seed: number, index: number, locations: readonly string[]): string | null {
  if (locations.length === 0) return null;
  return locations[hash32(seed, 0x10ca, index) % locations.length] ?? null;
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
