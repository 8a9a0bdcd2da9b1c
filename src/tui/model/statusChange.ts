// What changed between two answers of /v1/check-statuses: the checks that turned failing and the
// ones that stopped failing. Pure; the check index sends it to its onCheckStatusChange listeners.
import type { CheckStatusSummary } from '../../client/schemas/index.js';

export interface CheckStatusChange {
  /** Check IDs failing now that were not at the previous answer. */
  turnedFailing: string[];
  /** Check IDs failing at the previous answer that are not now. */
  recovered: string[];
  /** When the answer came (epoch ms of the index's clock). */
  at: number;
}

/** Failures or errors: FAIL. */
export function failing(s: Pick<CheckStatusSummary, 'hasFailures' | 'hasErrors'>): boolean {
  return s.hasFailures || s.hasErrors;
}

export function statusChange(
  before: ReadonlyMap<string, CheckStatusSummary>,
  after: ReadonlyMap<string, CheckStatusSummary>,
  at: number,
): CheckStatusChange {
  const turnedFailing: string[] = [];
  const recovered: string[] = [];
  for (const [id, s] of after) {
    const was = before.get(id);
    if (was === undefined) continue;
    if (failing(s) && !failing(was)) turnedFailing.push(id);
    else if (!failing(s) && failing(was)) recovered.push(id);
  }
  return { turnedFailing, recovered, at };
}
