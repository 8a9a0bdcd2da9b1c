// A check's current state as the API filters it (`GET /v1/checks?status=`), and the sandbox's
// own ways to change it: so a client (the TUI's auto-refresh) can be shown a check that turns
// failing between two refreshes. Changes here are not kept in --state: they are about "now".
import type { CheckStatus } from '../client/schemas/index.js';
import { recordRun } from './history/record.js';
import { Rng, hash32 } from './random.js';
import type { SandboxStore } from './store.js';

export const CHECK_STATES = ['passing', 'failing', 'degraded'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

/** failing = failures or errors; degraded = slow but not failing; passing otherwise. */
export function checkState(s: CheckStatus | undefined): CheckState {
  return s?.hasFailures || s?.hasErrors ? 'failing' : s?.isDegraded ? 'degraded' : 'passing';
}

/** Sets a check's status; undefined when there is no such check. */
export function setCheckState(
  store: SandboxStore,
  checkId: string,
  state: CheckState,
  now: number,
): CheckStatus | undefined {
  const status = store.statusById.get(checkId.toLowerCase());
  if (!status) return undefined;
  status.hasFailures = state === 'failing';
  status.hasErrors = false;
  status.isDegraded = state === 'degraded';
  status.updated_at = new Date(now).toISOString();
  // On the service a status changes because a run said so: that run joins the check's history.
  recordRun(store, status, state, now);
  store.checksVersion++;
  return status;
}

export interface Flapping {
  /** How many checks change state each period. */
  count: number;
  /** The period in milliseconds. */
  everyMs: number;
}

/**
 * `--flap N`: every period, N checks drawn from the seed change state: a passing (or degraded)
 * one turns failing, a failing one recovers to passing. Returns a stop function.
 */
export function startFlapping(store: SandboxStore, seed: number, flap: Flapping): () => void {
  const rng = new Rng(hash32(seed, 0xf1a9));
  const timer = setInterval(() => {
    const now = Date.now();
    const n = Math.min(flap.count, store.statuses.length);
    for (const i of rng.sample(
      Array.from({ length: store.statuses.length }, (_, k) => k),
      n,
    )) {
      const status = store.statuses[i] as CheckStatus;
      setCheckState(store, status.checkId, checkState(status) === 'failing' ? 'passing' : 'failing', now);
    }
  }, flap.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
