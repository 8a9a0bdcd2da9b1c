// A whole check (a detail, a group's list) as the check index keeps it: the fields of
// CheckSummary, no more, so one check reads the same whichever request brought it.
import type { Check, CheckSummary } from '../../client/schemas/index.js';
import type { CheckLike } from '../../format/checks.js';

const SUMMARY_FIELDS = [
  'id',
  'name',
  'checkType',
  'frequency',
  'frequencyOffset',
  'activated',
  'muted',
  'groupId',
  'tags',
  'locations',
  'created_at',
] as const satisfies readonly (keyof CheckSummary)[];

// A field added to CheckSummary and not listed here fails to compile.
type Unlisted = Exclude<keyof CheckSummary, (typeof SUMMARY_FIELDS)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : false = true;
// Every field a check list's rows are made from (format/checks.ts) is kept: a column declared on
// any of them shows in `vigil checks list` and on the Checks screen alike.
type NotKept = Exclude<keyof CheckLike, keyof CheckSummary>;
const everyRowFieldKept: [NotKept] extends [never] ? true : false = true;

export function summaryOf(check: Check): CheckSummary {
  void everyFieldListed;
  void everyRowFieldKept;
  const out: Record<string, unknown> = {};
  for (const field of SUMMARY_FIELDS) if (check[field] !== undefined) out[field] = check[field];
  return out as CheckSummary;
}
