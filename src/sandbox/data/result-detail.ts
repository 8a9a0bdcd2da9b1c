// One result's page: the summary plus its log, trace and the payload of its check type (API
// assertions and response, browser pages and errors, ...).
import type { CheckType, TestSessionResultDetail, TestSessionResultSummary } from '../../client/schemas/index.js';
import { Kind, rngFor } from '../random.js';
import { buildJobLog } from './job-log.js';
import type { ResultSeed } from './session-results.js';
import { BIG_INDEX, BIG_LOG_LINES } from './session-table.js';

const iso = (ms: number) => new Date(ms).toISOString();
type Rng = ReturnType<typeof rngFor>;

/** Result `j` of session `i`; `errorText` is the raw message of its first error group, if any. */
export function resultDetail(
  seed: number,
  i: number,
  j: number,
  r: ResultSeed,
  base: TestSessionResultSummary,
  errorText: string | undefined,
  now: number,
): TestSessionResultDetail {
  const done = base.status !== 'RUNNING';
  const rng = rngFor(seed, Kind.result, i, j + 1);
  const lines = i === BIG_INDEX && j === 0 ? BIG_LOG_LINES : rng.range(12, 60);
  const jobLog = buildJobLog({
    rng,
    check: r.check,
    location: r.location,
    startedAt: r.startedAt,
    stoppedAt: done ? r.stoppedAt : Math.max(r.startedAt, now),
    lines: done ? lines : Math.min(lines, 8),
    status: base.status,
    errorText,
  });
  const detail: TestSessionResultDetail = {
    ...base,
    id: r.id,
    attempts: r.attempts,
    sequenceId: r.sequenceId,
    traceId: rng.hex(32),
    isCancelled: base.status === 'CANCELLED',
    overMaxResponseTime: false,
    privateLocationId: null,
    scheduleError: null,
    created_at: iso(r.startedAt),
    updated_at: iso(done ? r.stoppedAt : now),
  };
  const errors = errorText ? [{ message: errorText.split('\n')[0], stack: errorText }] : [];
  const type = r.check.checkType as CheckType;
  if (type === 'BROWSER') {
    detail.browserCheckResult = {
      type: 'PLAYWRIGHT',
      errors,
      pages: [
        {
          url: 'https://shop.example.com/',
          webVitals: { LCP: { score: 'GOOD', value: 812 }, CLS: { score: 'GOOD', value: 0.01 } },
        },
      ],
      startTime: r.startedAt,
      endTime: done ? r.stoppedAt : now,
      runtimeVersion: r.check.runtimeId ?? '2025.04',
      jobLog,
      jobAssets: [],
    };
  } else if (type === 'MULTI_STEP') {
    detail.multiStepCheckResult = {
      errors,
      startTime: r.startedAt,
      endTime: done ? r.stoppedAt : now,
      runtimeVersion: r.check.runtimeId ?? '2025.04',
      jobLog,
      jobAssets: [],
    };
  } else if (type === 'PLAYWRIGHT') {
    detail.playwrightCheckResult = { errors, playwrightTraceFiles: [], jobLog, jobAssets: [] };
  } else {
    detail.apiCheckResult = apiCheckResult(r, base.status === 'FAILED', rng, jobLog, errorText);
  }
  return detail;
}

/** The API check's part of a result: its assertions, the request sent and the response got. */
function apiCheckResult(
  r: ResultSeed,
  failed: boolean,
  rng: Rng,
  jobLog: TestSessionResultDetail['jobLog'],
  errorText: string | undefined,
): NonNullable<TestSessionResultDetail['apiCheckResult']> {
  const req = (r.check.request ?? {}) as { method?: string; url?: string; hostname?: string };
  const url = req.url ?? `tcp://${req.hostname ?? 'api.example.com'}`;
  return {
    assertions: [
      {
        source: 'STATUS_CODE',
        comparison: 'EQUALS',
        property: '',
        target: '200',
        actual: failed ? 503 : 200,
        error: failed ? 'expected 200, received 503' : null,
      },
      {
        source: 'RESPONSE_TIME',
        comparison: 'LESS_THAN',
        property: '',
        target: '2000',
        actual: r.responseTime,
        error: null,
      },
    ],
    request: {
      method: req.method ?? 'GET',
      url,
      headers: { accept: 'application/json', 'user-agent': 'Checkly/1.0 (sandbox)' },
      data: '',
    },
    response: {
      status: failed ? 503 : 200,
      statusText: failed ? 'Service Unavailable' : 'OK',
      headers: { 'content-type': 'application/json', 'x-request-id': rng.hex(16) },
      body: failed ? '{"error":"upstream unavailable"}' : '{"status":"ok","items":[1,2,3]}',
      timings: {
        wait: 2,
        dns: 11,
        tcp: 18,
        firstByte: Math.max(1, r.responseTime - 40),
        download: 9,
        total: r.responseTime,
      },
    },
    requestError: failed && rng.chance(0.3) ? (errorText?.split('\n')[0] ?? null) : null,
    jobLog,
    jobAssets: [],
  };
}
