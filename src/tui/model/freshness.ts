// How fresh the check index's data is, in words, wherever it is shown: "updated 12 s ago", or
// STALE with its age once it is older than twice the refresh interval or the last refresh failed.
// Pure: the caller gives the time.

export interface Freshness {
  /** The line to show ("" before the first answer). */
  text: string;
  stale: boolean;
}

export interface FreshnessInput {
  updatedAt: number | undefined;
  /** The refresh interval (null: no refresh by itself, so data never turns stale by age). */
  refreshMs: number | null;
  /** Why the last refresh failed, when it did. */
  failure: string | undefined;
}

function ageText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${s % 60} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

/** Older than twice the interval: a refresh (at least one) is missing. */
function isStaleByAge(updatedAt: number, now: number, refreshMs: number | null): boolean {
  return refreshMs !== null && now - updatedAt > 2 * refreshMs;
}

export function freshness({ updatedAt, refreshMs, failure }: FreshnessInput, now: number): Freshness {
  if (updatedAt === undefined) return { text: '', stale: false };
  const age = ageText(now - updatedAt);
  if (failure !== undefined) return { text: `STALE, updated ${age} ago: the refresh failed: ${failure}`, stale: true };
  if (isStaleByAge(updatedAt, now, refreshMs))
    return {
      text: `STALE, updated ${age} ago: no refresh since (one is due every ${ageText(refreshMs ?? 0)})`,
      stale: true,
    };
  return { text: `updated ${age} ago`, stale: false };
}
