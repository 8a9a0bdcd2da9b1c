// The checks of one group, whole, from the check index: a group's detail sorts, counts and warns
// over all of them, never over a page. While the index's background pages are still on their way,
// the group's own list (GET /v1/check-groups/{id}/checks, every page) brings them into the index.
import { isAbort, type VigilClient } from '../../client/index.js';
import type { CheckSummary } from '../../client/schemas/index.js';
import { errorLine } from './errorText.js';
import type { CheckIndex } from './checkIndex.js';
import { summaryOf } from './summary.js';

const PAGE_SIZE = 100;
/** 100 pages of 100: more checks than any group holds. */
const MAX_PAGES = 100;

export interface GroupChecks {
  checks: CheckSummary[];
  /** Every check of the group is in (the index is complete, or the group's list was read). */
  whole: boolean;
  /** Why the group's list could not be read (the rows shown are those the index has). */
  error: string | undefined;
}

/** Which groups' lists were read in full, or failed, per index. */
const read = new WeakMap<CheckIndex, Map<number, string | undefined>>();

export function groupChecks(index: CheckIndex, groupId: number): GroupChecks {
  const checks: CheckSummary[] = [];
  for (const id of index.checks.keys()) {
    const c = index.current(id)!;
    if (c.groupId === groupId) checks.push(c);
  }
  const state = read.get(index);
  const whole = index.complete || (state?.has(groupId) === true && state.get(groupId) === undefined);
  return { checks, whole, error: state?.get(groupId) };
}

/** Read the group's list into the index, unless the index already holds every check. */
export async function loadGroupChecks(
  client: VigilClient,
  index: CheckIndex,
  groupId: number,
  signal: AbortSignal,
): Promise<void> {
  if (index.complete) return;
  const state = read.get(index) ?? new Map<number, string | undefined>();
  read.set(index, state);
  try {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const result = await client.listGroupChecks(groupId, { page, limit: PAGE_SIZE }, { signal });
      index.merge(result.items.map(summaryOf));
      const done = result.range ? result.range.last + 1 >= result.range.total : result.items.length < PAGE_SIZE;
      if (done || result.items.length === 0) break;
    }
    state.set(groupId, undefined);
  } catch (e) {
    if (isAbort(e) || signal.aborted) return;
    state.set(groupId, errorLine(e));
  }
  index.changed();
}
