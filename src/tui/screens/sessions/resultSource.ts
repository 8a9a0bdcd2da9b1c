// Where the result view's result comes from: a test session's result (GET
// /v1/test-sessions/{id}/results/{resultId}), or one run of a check (its entry among the check's
// last runs, which the check detail loaded under the same query key), read as a session result
// so the one view shows both: timing, why it failed, the log.
import { useMemo } from 'react';
import type { CheckResult, TestSessionResultDetail } from '../../../client/schemas/index.js';
import { Guid } from '../../../client/schemas/helpers.js';
import { useClient } from '../../hooks/useClient.js';
import type { Route } from '../../state/navigation.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useResource } from '../../state/useResource.js';
import { useCheckRuns } from '../checks/useCheckHistory.js';

export interface ResultSource {
  /** The key of the view's own state (pager, search). */
  stateKey: string;
  resultId: string;
  data: TestSessionResultDetail | undefined;
  loading: boolean;
  error: unknown;
  retryAt: number | undefined;
  reload: () => void;
  /** The line naming where the result belongs: "Session ID ..." or "Check ID ...". */
  origin: { label: string; value: string };
}

function checkTypeOf(r: CheckResult): string {
  if (r.browserCheckResult) return 'BROWSER';
  if (r.multiStepCheckResult) return 'MULTI_STEP';
  if (r.playwrightCheckResult) return 'PLAYWRIGHT';
  return 'API';
}

/** A check's run as the session result view reads it. */
function runAsResult(r: CheckResult): TestSessionResultDetail {
  const failed = r.hasFailures || r.hasErrors;
  return {
    ...r,
    testSessionResultId: r.id,
    checkType: (r as { checkType?: string }).checkType ?? checkTypeOf(r),
    name: r.name,
    errorGroupIds: [],
    status: failed ? 'FAILED' : 'PASSED',
    aborted: false,
  } as TestSessionResultDetail;
}

export function useResultSource(r: Route): ResultSource {
  const client = useClient();
  const isRun = r.name === 'check-result';
  const resultId = (r.params.resultId ?? '').trim();
  const ownerId = ((isRun ? r.params.checkId : r.params.sessionId) ?? '').trim();
  const valid = Guid.safeParse(ownerId).success && Guid.safeParse(resultId).success;
  const session = useResource(!isRun && valid ? queryKeys.sessionResult(ownerId, resultId) : null, (signal) =>
    client.getTestSessionResult(ownerId, resultId, { signal }),
  );
  // A check's run comes from the runs the check detail loaded (one loader, one budget).
  const runs = useCheckRuns(isRun && valid ? ownerId : null);
  const origin = useMemo(() => ({ label: isRun ? 'Check ID' : 'Session ID', value: ownerId }), [isRun, ownerId]);
  const stateKey = `${isRun ? 'checks:run' : 'sessions:result'}:${ownerId}:${resultId}`;
  if (!valid) {
    const what = isRun ? 'a run of a check' : 'a result of a test session';
    const error = new Error(`That is not ${what}: both IDs must be GUIDs (8-4-4-4-12 hex digits).`);
    return { stateKey, resultId, data: undefined, loading: false, error, retryAt: undefined, reload: () => {}, origin };
  }
  if (!isRun) return { stateKey, resultId, ...session, origin };
  const loaded = runs.runs?.kind === 'loaded' ? runs.runs.runs : undefined;
  const run = loaded?.find((x) => x.id === resultId);
  const gone =
    loaded && !run
      ? new Error('That run is no longer among the last runs of the check: open the check again.')
      : undefined;
  return {
    stateKey,
    resultId,
    data: run ? runAsResult(run) : undefined,
    loading: runs.runs?.kind === 'loading' || runs.runs?.kind === 'queued',
    error: (runs.runs?.kind === 'error' ? runs.runs.error : undefined) ?? gone,
    retryAt: undefined,
    reload: runs.reload,
    origin,
  };
}
