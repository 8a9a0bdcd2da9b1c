// Raw results of a check (GET /v2/check-results/{checkId}): one entry per run and location, the
// newest first, cursor-paged by `nextId`. The payload of the check's type (the API request and
// response, a script's errors, the job log) is the one a session result carries.
import * as z from 'zod';
import { openEnum } from './helpers.js';
import { ApiCheckResult, BrowserCheckResult, ScriptCheckResult } from './test-session-detail.js';

/** FINAL: the result of a run; ATTEMPT: a failed try a retry followed; ALL: both. */
export const CheckResultType = z.enum(['FINAL', 'ATTEMPT', 'ALL']);
export type CheckResultType = z.infer<typeof CheckResultType>;

export const CheckResult = z.looseObject({
  id: z.string(),
  name: z.string().default(''),
  checkId: z.string(),
  hasFailures: z.boolean().default(false),
  hasErrors: z.boolean().default(false),
  isDegraded: z.boolean().default(false),
  overMaxResponseTime: z.boolean().default(false),
  runLocation: z.string().default(''),
  startedAt: z.string().nullish(),
  stoppedAt: z.string().nullish(),
  created_at: z.string().nullish(),
  /** Milliseconds. */
  responseTime: z.number().nullish(),
  checkRunId: z.union([z.string(), z.number()]).nullish(),
  attempts: z.number().default(1),
  resultType: openEnum(CheckResultType).default('FINAL'),
  sequenceId: z.string().nullish(),
  apiCheckResult: ApiCheckResult.nullish(),
  browserCheckResult: BrowserCheckResult.nullish(),
  multiStepCheckResult: ScriptCheckResult.nullish(),
  playwrightCheckResult: ScriptCheckResult.nullish(),
});
export type CheckResult = z.infer<typeof CheckResult>;

export const CheckResultsPage = z.looseObject({
  length: z.number(),
  entries: z.array(CheckResult),
  nextId: z.string().nullish(),
});
export type CheckResultsPage = z.infer<typeof CheckResultsPage>;
