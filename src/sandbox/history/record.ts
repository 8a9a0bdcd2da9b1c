// A change of a check's state as the run that made it: in the next of the check's locations,
// with a new run id, which the status then names (lastRunLocation, lastCheckRunId).
import { randomUUID } from 'node:crypto';
import type { CheckStatus } from '../../client/schemas/index.js';
import type { SandboxStore } from '../store.js';
import type { RunState } from './plan.js';

export function recordRun(store: SandboxStore, status: CheckStatus, state: RunState, now: number): void {
  const check = store.checkById.get(status.checkId);
  if (!check) return;
  const effective = store.withGroupSettings(check);
  const last = status.lastRunLocation ?? effective.locations[0] ?? 'eu-central-1';
  const locations = effective.locations.length > 0 ? effective.locations : [last];
  const location = locations[(locations.indexOf(last) + 1) % locations.length] as string;
  const runId = randomUUID();
  status.lastRunLocation = location;
  status.lastCheckRunId = runId;
  store.runLog.record(status.checkId, { at: now, state, location, runId });
}
