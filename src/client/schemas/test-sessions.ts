// The list of test sessions (GET /v1/test-sessions). One session's detail, its results and
// error groups are in test-session-detail.ts: `vigil test-sessions list` makes only these.
import { z } from 'zod';
import { Provider, TestSessionStatus } from './session-enums.js';
import { listOf, openEnum } from './helpers.js';

// One schema each, shared by the fields below: zod makes a whole object per schema (with its
// methods), and the list's schemas written out field by field took about 1 MB and 3 ms to build,
// a share of every `vigil test-sessions list` start. Schemas never change, so sharing is safe.
const text = z.string();
const optionalText = text.optional();
const nullishText = text.nullish();
const textList = listOf(text);

export const TestSessionListEntry = z.looseObject({
  id: text,
  accountId: optionalText,
  projectId: nullishText,
  name: text,
  provider: openEnum(Provider),
  status: TestSessionStatus,
  region: optionalText,
  /** Per-outcome lists (result sequence IDs); their lengths are the counts. */
  running: textList,
  passed: textList,
  failed: textList,
  cancelled: textList,
  invoker: z.looseObject({ name: text, picture: nullishText }).nullish(),
  repoUrl: nullishText,
  commitId: nullishText,
  commitOwner: nullishText,
  commitMessage: nullishText,
  branchName: nullishText,
  environment: nullishText,
  errorGroupIds: textList,
  startedAt: text,
  stoppedAt: nullishText,
  created_at: optionalText,
  updated_at: nullishText,
});
export type TestSessionListEntry = z.infer<typeof TestSessionListEntry>;

export const TestSessionsPage = z.looseObject({
  entries: z.array(TestSessionListEntry),
  length: z.number(),
  nextId: nullishText,
});
export type TestSessionsPage = z.infer<typeof TestSessionsPage>;
