// GET /v1/check-statuses holds every check of the account in one answer (10,000 on a big one),
// and it is the answer the TUI's first frame waits for. zod's array(CheckStatusSummary) takes
// 40-74 ms over 10,000 of them in a fresh process; this takes 4 ms. It answers only for lists of
// exactly the documented shape, with exactly zod's result (the same keys, in the schema's order,
// defaults filled, unknown fields dropped), and leaves anything else to zod, which then parses
// it or names what is wrong (shape.ts withFastPath). A property test holds it to zod's answers.
import type { CheckStatusSummary } from './checks.js';

const isNullishNumber = (v: unknown) => v === undefined || v === null || typeof v === 'number';
const isNullishString = (v: unknown) => v === undefined || v === null || typeof v === 'string';
const isOptionalBoolean = (v: unknown) => v === undefined || typeof v === 'boolean';

function summary(item: unknown): CheckStatusSummary | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const s = item as Record<string, unknown>;
  const { checkId, name, hasFailures, hasErrors, isDegraded, longestRun, shortestRun, lastRunLocation, updated_at } = s;
  if (
    typeof checkId !== 'string' ||
    (name !== undefined && typeof name !== 'string') ||
    !isOptionalBoolean(hasFailures) ||
    !isOptionalBoolean(hasErrors) ||
    !isOptionalBoolean(isDegraded) ||
    !isNullishNumber(longestRun) ||
    !isNullishNumber(shortestRun) ||
    !isNullishString(lastRunLocation) ||
    !isNullishString(updated_at)
  )
    return undefined;
  // zod's output: its keys in the schema's order, an absent optional key left out, defaults in.
  const out: Record<string, unknown> = { checkId };
  if (name !== undefined) out.name = name;
  out.hasFailures = hasFailures ?? false;
  out.hasErrors = hasErrors ?? false;
  out.isDegraded = isDegraded ?? false;
  if (longestRun !== undefined) out.longestRun = longestRun;
  if (shortestRun !== undefined) out.shortestRun = shortestRun;
  if (lastRunLocation !== undefined) out.lastRunLocation = lastRunLocation;
  if (updated_at !== undefined) out.updated_at = updated_at;
  return out as CheckStatusSummary;
}

/** The list as zod's array(CheckStatusSummary) gives it, or undefined for zod to parse. */
export function statusSummaries(data: unknown): CheckStatusSummary[] | undefined {
  if (!Array.isArray(data)) return undefined;
  const out = new Array<CheckStatusSummary>(data.length);
  for (let i = 0; i < data.length; i++) {
    const s = summary(data[i]);
    if (s === undefined) return undefined;
    out[i] = s;
  }
  return out;
}
