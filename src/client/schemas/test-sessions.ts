// The list of test sessions (GET /v1/test-sessions). One session's detail, its results and
// error groups are in test-session-detail.ts: `vigil test-sessions list` makes only these.
import { z } from 'zod';
import { Provider, TestSessionStatus } from './enums.js';
import { listOf, openEnum } from './helpers.js';

export const TestSessionListEntry = z.looseObject({
  id: z.string(),
  accountId: z.string().optional(),
  projectId: z.string().nullish(),
  name: z.string(),
  provider: openEnum(Provider),
  status: TestSessionStatus,
  region: z.string().optional(),
  /** Per-outcome lists (result sequence IDs); their lengths are the counts. */
  running: listOf(z.string()),
  passed: listOf(z.string()),
  failed: listOf(z.string()),
  cancelled: listOf(z.string()),
  invoker: z.looseObject({ name: z.string(), picture: z.string().nullish() }).nullish(),
  repoUrl: z.string().nullish(),
  commitId: z.string().nullish(),
  commitOwner: z.string().nullish(),
  commitMessage: z.string().nullish(),
  branchName: z.string().nullish(),
  environment: z.string().nullish(),
  errorGroupIds: listOf(z.string()),
  startedAt: z.string(),
  stoppedAt: z.string().nullish(),
  created_at: z.string().optional(),
  updated_at: z.string().nullish(),
});
export type TestSessionListEntry = z.infer<typeof TestSessionListEntry>;

export const TestSessionsPage = z.looseObject({
  entries: z.array(TestSessionListEntry),
  length: z.number(),
  nextId: z.string().nullish(),
});
export type TestSessionsPage = z.infer<typeof TestSessionsPage>;
