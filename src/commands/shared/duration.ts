// Durations as a person types them: 30s, 30m, 6h, 2d.
const DURATION = /^(\d{1,6})(s|m|h|d)$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Milliseconds, or undefined when `raw` is not a duration. */
export function durationMs(raw: string): number | undefined {
  const m = DURATION.exec(raw.trim());
  return m ? Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS] : undefined;
}

export const DAY_MS = UNIT_MS.d;
