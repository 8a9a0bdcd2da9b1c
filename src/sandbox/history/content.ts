// The body of one raw check result: timing, the outcome flags and the payload of its type (the
// API request/response and assertions, or a script's errors), with a short job log.
import type { Check, CheckResult } from '../../client/schemas/index.js';
import { buildJobLog } from '../data/job-log.js';
import { Rng, hash32, uuidFrom } from '../random.js';
import { type RunState, isFailed } from './plan.js';

const RESULT_KIND = 0x31;
const SEQUENCE_KIND = 0x32;
const iso = (ms: number) => new Date(ms).toISOString();

export interface ResultInput {
  seed: number;
  checkIndex: number;
  check: Check;
  /** Stable number of this result (its position), the seed of everything drawn for it. */
  key: number;
  state: RunState;
  location: string;
  stoppedAt: number;
  runId: string;
  attempt: boolean;
  /** Attempts the run took (2 when a failed try was retried). */
  attempts: number;
  baseResponseMs: number;
}

const ERRORS: Readonly<Record<'api' | 'script', readonly string[]>> = {
  api: [
    'expected status 200, received 503',
    'connect ETIMEDOUT 10.20.3.7:443',
    'getaddrinfo ENOTFOUND api.shop.example.com',
    'response time 12043 ms is over the maximum of 10000 ms',
  ],
  script: [
    'TimeoutError: locator.click: Timeout 30000ms exceeded waiting for [data-test=checkout]',
    'Error: expect(received).toBe(expected): expected "Order placed", received "Payment failed"',
    'net::ERR_CONNECTION_RESET at https://shop.example.com/cart',
  ],
};

function responseTime(rng: Rng, input: ResultInput): number {
  const base = input.baseResponseMs * (0.7 + rng.next() * 0.6);
  const slowAt = input.check.degradedResponseTime ?? input.baseResponseMs * 3;
  if (input.state === 'degraded') return Math.round(Math.max(slowAt, base) * (1.05 + rng.next() * 0.5));
  if (isFailed(input.state) && rng.chance(0.3)) return input.check.maxResponseTime ?? Math.round(base * 6);
  return Math.round(base);
}

export function buildResult(input: ResultInput): CheckResult {
  const { check } = input;
  const h = hash32(input.seed, RESULT_KIND, input.checkIndex, input.key);
  const rng = new Rng(h);
  const rt = responseTime(rng, input);
  const stoppedAt = input.stoppedAt;
  const startedAt = stoppedAt - rt - 150 - rng.int(400);
  const failed = isFailed(input.state);
  const script = check.checkType === 'BROWSER' || check.checkType === 'MULTI_STEP' || check.checkType === 'PLAYWRIGHT';
  const errors = ERRORS[script ? 'script' : 'api'];
  const errorText = failed ? (errors[h % errors.length] as string) : undefined;
  const jobLog = buildJobLog({
    rng,
    check,
    location: input.location,
    startedAt,
    stoppedAt,
    lines: rng.range(5, 12),
    status: failed ? 'FAILED' : 'PASSED',
    errorText,
  });
  const result: CheckResult = {
    id: uuidFrom(input.seed, RESULT_KIND, input.checkIndex, input.key),
    name: check.name,
    checkId: check.id,
    hasFailures: input.state === 'failing',
    hasErrors: input.state === 'error',
    isDegraded: input.state === 'degraded',
    overMaxResponseTime: check.maxResponseTime != null && rt > check.maxResponseTime,
    runLocation: input.location,
    startedAt: iso(startedAt),
    stoppedAt: iso(stoppedAt),
    created_at: iso(stoppedAt),
    responseTime: rt,
    checkRunId: input.runId,
    attempts: input.attempts,
    resultType: input.attempt ? 'ATTEMPT' : 'FINAL',
    sequenceId: uuidFrom(input.seed, SEQUENCE_KIND, input.checkIndex, input.key >>> 1),
  };
  const scriptErrors = errorText ? [{ message: errorText, stack: `${errorText}\n    at check.spec.ts:12:5` }] : [];
  if (check.checkType === 'BROWSER') {
    result.browserCheckResult = {
      type: 'PLAYWRIGHT',
      errors: scriptErrors,
      pages: [{ url: 'https://shop.example.com/' }],
      startTime: startedAt,
      endTime: stoppedAt,
      runtimeVersion: check.runtimeId ?? '2025.04',
      jobLog,
    };
  } else if (check.checkType === 'MULTI_STEP') {
    result.multiStepCheckResult = {
      errors: scriptErrors,
      startTime: startedAt,
      endTime: stoppedAt,
      runtimeVersion: check.runtimeId ?? '2025.04',
      jobLog,
    };
  } else if (check.checkType === 'PLAYWRIGHT') {
    result.playwrightCheckResult = { errors: scriptErrors, jobLog };
  } else {
    result.apiCheckResult = apiResult(rng, check, failed, rt, errorText, jobLog);
  }
  return result;
}

function apiResult(
  rng: Rng,
  check: Check,
  failed: boolean,
  rt: number,
  errorText: string | undefined,
  jobLog: unknown,
): NonNullable<CheckResult['apiCheckResult']> {
  const req = (check.request ?? {}) as { method?: string; url?: string; hostname?: string };
  const status = failed ? 503 : 200;
  return {
    assertions: [
      {
        source: 'STATUS_CODE',
        comparison: 'EQUALS',
        property: '',
        target: '200',
        actual: status,
        error: failed ? `expected 200, received ${status}` : null,
      },
      { source: 'RESPONSE_TIME', comparison: 'LESS_THAN', property: '', target: '10000', actual: rt, error: null },
    ],
    request: { method: req.method ?? 'GET', url: req.url ?? `tcp://${req.hostname ?? 'api.example.com'}` },
    response: {
      status,
      statusText: failed ? 'Service Unavailable' : 'OK',
      headers: { 'content-type': 'application/json', 'x-request-id': rng.hex(16) },
      body: failed ? '{"error":"upstream unavailable"}' : '{"status":"ok"}',
      timings: { dns: 11, tcp: 18, firstByte: Math.max(1, rt - 40), download: 9, total: rt },
    },
    requestError: failed && errorText?.startsWith('connect') ? errorText : null,
    jobLog,
  };
}
