// The embedded sandbox: a real HTTP server on loopback with seeded data (product.md).
//
// Choices where the specs are silent (api-contract.md fixes the rest):
// - Path ids that must be GUIDs but are not: 400 naming the parameter (such an id cannot exist);
//   well-formed unknown ids: 404. Check-group ids that are not positive integers: 400.
// - Rate limit: fixed 60 s windows per API key (default 600). DELETE
//   /v1/accounts/{accountId}/members/{userId} also has its own MEMBER_REMOVAL_LIMIT (10 per 60 s
//   per key). 429 carries attributes {limit, remaining, resetSeconds} and Retry-After; every
//   authenticated answer also has x-ratelimit-limit/-remaining/-reset (informative only).
// - Order of checks: route (404/405) -> key (401) -> rate limit (429) -> X-Service-Account (403)
//   -> --fail-rate (500/503) -> read-only key on a write (403) -> body (400/413) -> handler.
//   GET /openapi.json needs no key.
// - Unknown query parameters are a 400 (the query schemas are strict).
// - Cursors (nextId) are opaque base64url strings; a cursor from another list is a 400.
// - Members list without `limit` returns everyone (upstream behaviour); `nextId` needs `limit`.
// - Member removal: unknown or already removed -> 404; the only remaining OWNER -> 403 "last
//   owner"; the key's own user -> 403 "yourself". Success 204 without a body.
// - Test-session list entries carry result sequence UUIDs in running/passed/failed/cancelled
//   (upstream shape); their lengths are the counts. Status filters apply to the status at the
//   time of the request, so running sessions move from RUNNING to their final status.
// - users filter matches a member's userId, handle (commit owner), name or email; noUsers alone
//   lists only sessions with nobody behind them, with users it adds them.
// - jobLog is an array of {time (ms), level, msg}; see data/job-log.ts.
// - applyGroupSettings=true (list, single check, and always for a group's checks): what the group
//   sets (frequency, locations, private locations, runtime, retry strategy, runParallel) replaces
//   the check's; tags are joined; activated needs both; muted takes either; alerting follows
//   service.md rules 1-3; group variables come before the check's. service.md's "unless a check
//   overrides it" happens when a check is defined (the API has no marker of it), so a check's own
//   value is what it reads without applyGroupSettings, and the effective one with it.
// - Timestamps are relative to the start of the sandbox (sessions span the four weeks before it);
//   ids, names and everything else depend only on the seed. The time is read from `clock`
//   (default Date.now), so tests step running sessions along; long-poll waits, latency and rate
//   limits keep to real time.
// - close() answers pending long-polls and delayed requests with 503 and drops all connections.
// - GET /v2/check-results/{checkId} (history/): every check's runs at its effective frequency in its
//   locations (in turn, or all at once with runParallel), 30 days back from its status's last
//   run, which is the newest result; a change of state (the control below, flap) is recorded as
//   a run. Its own limit: 5 per 10 s per key (CHECK_RESULTS_LIMIT), on top of the key's.
// - Sandbox-only controls live outside /v1: POST /sandbox/checks/{id}/status {"status": "failing"}
//   (or degraded, passing) changes what /v1/check-statuses and /v1/checks?status= report; in
//   process, RunningSandbox.setCheckStatus does the same; `flap` flips checks on a timer;
//   `outages` makes every check running in a location fail (lastRunLocation there). None of it
//   is kept in the state file.
// - A status's lastRunLocation is one of the check's locations (its group's when the group sets
//   them), spread by the seed; heartbeat checks run nowhere (null).
import type { AddressInfo } from 'node:net';
import type { AlertChannel, CheckGroup, CheckStatus } from '../client/schemas/index.js';
import { type CheckState, type Flapping, setCheckState, startFlapping } from './check-states.js';
import { MIN_CHECKS, MIN_GROUPS, MIN_SESSIONS, type SandboxFixtures } from './fixtures.js';
import type { RateLimit } from './http/rate-limit.js';
import { buildRouter } from './routes/index.js';
import { type RequestLogEntry, createSandboxServer } from './server.js';
import { seed32 } from './random.js';
import { SandboxStore } from './store.js';

export type { SandboxFixtures } from './fixtures.js';
export type { RequestLogEntry } from './server.js';
export type { CheckState, Flapping } from './check-states.js';
export { SandboxStateError } from './state/file.js';

export interface SandboxOptions {
  host?: string;
  /** 0 = a free port (default). */
  port?: number;
  seed?: number;
  checks?: number;
  groups?: number;
  sessions?: number;
  latencyMs?: number;
  /** Share (0..1) of requests answered 500/503, drawn from the seed. */
  failRate?: number;
  /** JSON file keeping changes (paused checks, posted updates, removed members) across restarts. */
  stateFile?: string;
  /** Per API key; default 600 per 60 s. */
  rateLimit?: RateLimit;
  /** How long the running sessions take to finish (the first of them finishes last); default 45 s. */
  runningSessionMs?: number;
  /** Flip `count` checks between failing and passing every `everyMs` (`vigil sandbox --flap`). */
  flap?: Flapping;
  /** Locations where every check fails from the start (`vigil sandbox --outage`); see outage.ts. */
  outages?: readonly string[];
  /** GET /v2/check-results' own limit per key; default 5 per 10 s (CHECK_RESULTS_LIMIT). */
  checkResultsLimit?: RateLimit;
  /**
   * What time it is for the data (default Date.now): the start of the sandbox, how far running
   * sessions have got, the times handlers stamp. Tests move a clock of their own so sessions
   * progress step by step; long-poll waits, latency and rate limits keep to real time.
   */
  clock?: () => number;
}

export interface RunningSandbox {
  baseUrl: string;
  apiKey: string;
  readOnlyApiKey: string;
  accountId: string;
  /** Every request seen (the most recent 100,000 at least), for tests ("no DELETE was sent"). */
  requests: RequestLogEntry[];
  fixtures: SandboxFixtures;
  /**
   * Makes a check report `state` from now on (/v1/check-statuses, /v1/checks?status=), as
   * POST /sandbox/checks/{id}/status does; returns its new status. Throws for an unknown check.
   */
  setCheckStatus(checkId: string, state: CheckState): CheckStatus;
  /**
   * Adds alert channels and check groups to the data (tests of what vigil shows of crafted
   * configurations); `subscribeCheckId` subscribes that check to each added channel.
   */
  addConfigurations(data: { channels?: AlertChannel[]; groups?: CheckGroup[]; subscribeCheckId?: string }): void;
  close(): Promise<void>;
}

const SANDBOX_DEFAULTS = {
  host: '127.0.0.1',
  seed: 1,
  checks: 137,
  groups: 12,
  sessions: 2000,
  runningSessionMs: 45_000,
  rateLimit: { limit: 600, windowMs: 60_000 },
} as const;

export async function startSandbox(o: SandboxOptions = {}): Promise<RunningSandbox> {
  const seed = seed32(o.seed ?? SANDBOX_DEFAULTS.seed);
  const clock = o.clock ?? Date.now;
  const store = new SandboxStore({
    seed,
    checks: Math.max(MIN_CHECKS, Math.floor(o.checks ?? SANDBOX_DEFAULTS.checks)),
    groups: Math.max(MIN_GROUPS, Math.floor(o.groups ?? SANDBOX_DEFAULTS.groups)),
    sessions: Math.max(MIN_SESSIONS, Math.floor(o.sessions ?? SANDBOX_DEFAULTS.sessions)),
    runningSessionMs: o.runningSessionMs ?? SANDBOX_DEFAULTS.runningSessionMs,
    stateFile: o.stateFile,
    anchor: clock(),
    outages: o.outages ?? [],
  });
  const requests: RequestLogEntry[] = [];
  const { server, close } = createSandboxServer({
    store,
    router: buildRouter(store, o.checkResultsLimit ? { checkResultsLimit: o.checkResultsLimit } : {}),
    rateLimit: o.rateLimit ?? SANDBOX_DEFAULTS.rateLimit,
    latencyMs: Math.max(0, o.latencyMs ?? 0),
    failRate: Math.min(1, Math.max(0, o.failRate ?? 0)),
    seed,
    log: requests,
    clock,
  });
  const host = o.host ?? SANDBOX_DEFAULTS.host;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const stopFlapping = o.flap && o.flap.count > 0 ? startFlapping(store, seed, o.flap) : undefined;
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    baseUrl: `http://${urlHost}:${port}`,
    apiKey: store.apiKey,
    readOnlyApiKey: store.readOnlyApiKey,
    accountId: store.accountId,
    requests,
    fixtures: store.fixtures,
    setCheckStatus(checkId, state) {
      const status = setCheckState(store, checkId, state, clock());
      if (!status) throw new Error(`setCheckStatus: no check ${checkId} in this sandbox`);
      return status;
    },
    addConfigurations({ channels = [], groups = [], subscribeCheckId }) {
      store.channels.push(...channels);
      for (const g of groups) {
        store.groups.push(g);
        store.groupById.set(g.id, g);
      }
      const check = subscribeCheckId === undefined ? undefined : store.checkById.get(subscribeCheckId);
      if (check) {
        const subs = check.alertChannelSubscriptions ?? [];
        check.alertChannelSubscriptions = [
          ...subs,
          ...channels.map((c) => ({ alertChannelId: c.id, activated: true })),
        ];
        store.checksVersion++;
      }
    },
    close() {
      stopFlapping?.();
      return close();
    },
  };
}
