// One test session in detail, its results and error groups.
import * as z from 'zod';
import { CheckType } from './enums.js';
import { ResultType, TestSessionStatus } from './session-enums.js';
import { listOf, openEnum } from './helpers.js';

export const TestSessionMetadata = z.looseObject({
  environment: z.string().nullish(),
  repoUrl: z.string().nullish(),
  commitId: z.string().nullish(),
  commitOwner: z.string().nullish(),
  commitMessage: z.string().nullish(),
  branchName: z.string().nullish(),
});
export type TestSessionMetadata = z.infer<typeof TestSessionMetadata>;

const resultShape = {
  testSessionResultId: z.string(),
  testSessionResultLink: z.string().optional(),
  checkId: z.string().nullish(),
  checkType: openEnum(CheckType),
  name: z.string().optional(),
  runLocation: z.string().optional(),
  errorGroupIds: listOf(z.string()),
  resultType: openEnum(ResultType).optional(),
  status: TestSessionStatus,
  hasErrors: z.boolean().default(false),
  hasFailures: z.boolean().default(false),
  isDegraded: z.boolean().default(false),
  aborted: z.boolean().default(false),
  /** Milliseconds; null until the check has finished. */
  responseTime: z.number().nullish(),
  startedAt: z.string().nullish(),
  stoppedAt: z.string().nullish(),
};

/** An item of a session detail's `results`. */
export const TestSessionResultSummary = z.looseObject(resultShape);
export type TestSessionResultSummary = z.infer<typeof TestSessionResultSummary>;

export const TestSessionDetail = z.looseObject({
  testSessionId: z.string(),
  testSessionLink: z.string().optional(),
  name: z.string(),
  status: TestSessionStatus,
  errorGroupIds: listOf(z.string()),
  startedAt: z.string(),
  stoppedAt: z.string().nullish(),
  /** Milliseconds. */
  timeElapsed: z.number().default(0),
  metadata: TestSessionMetadata.optional(),
  results: listOf(TestSessionResultSummary),
});
export type TestSessionDetail = z.infer<typeof TestSessionDetail>;

/** `jobLog` as the server sends it: text, a list of lines or entries, or nothing. */
export const JobLog = z.unknown();
export type JobLog = z.infer<typeof JobLog>;

const scriptResult = {
  errors: z.array(z.unknown()).nullish(),
  startTime: z.number().optional(),
  endTime: z.number().optional(),
  runtimeVersion: z.string().optional(),
  jobLog: JobLog.optional(),
};

export const ApiCheckResult = z.looseObject({
  assertions: z.array(z.record(z.string(), z.unknown())).nullish(),
  request: z.record(z.string(), z.unknown()).optional(),
  response: z.record(z.string(), z.unknown()).optional(),
  requestError: z.string().nullish(),
  jobLog: JobLog.optional(),
});
export type ApiCheckResult = z.infer<typeof ApiCheckResult>;

export const BrowserCheckResult = z.looseObject({
  ...scriptResult,
  type: z.string().optional(),
  pages: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type BrowserCheckResult = z.infer<typeof BrowserCheckResult>;

export const ScriptCheckResult = z.looseObject(scriptResult);
export type ScriptCheckResult = z.infer<typeof ScriptCheckResult>;

export const TestSessionResultDetail = z.looseObject({
  ...resultShape,
  id: z.string().optional(),
  attempts: z.number().default(0),
  traceId: z.string().nullish(),
  sequenceId: z.string().nullish(),
  isCancelled: z.boolean().optional(),
  overMaxResponseTime: z.boolean().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().nullish(),
  apiCheckResult: ApiCheckResult.nullish(),
  browserCheckResult: BrowserCheckResult.nullish(),
  multiStepCheckResult: ScriptCheckResult.nullish(),
  playwrightCheckResult: ScriptCheckResult.nullish(),
});
export type TestSessionResultDetail = z.infer<typeof TestSessionResultDetail>;

export const ErrorGroup = z.looseObject({
  id: z.string(),
  projectId: z.string().nullish(),
  environments: listOf(z.string()),
  errorHash: z.string().optional(),
  rawErrorMessage: z.string().nullish(),
  cleanedErrorMessage: z.string().default(''),
  firstSeen: z.string(),
  lastSeen: z.string(),
  archivedUntilNextEvent: z.boolean().default(false),
});
export type ErrorGroup = z.infer<typeof ErrorGroup>;
