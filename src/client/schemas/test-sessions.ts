// The list of test sessions (GET /v1/test-sessions). One session's detail, its results and
// error groups are in test-session-detail.ts: `vigil test-sessions list` makes only these.
//
// Made with zod/mini, whose schemas are plain objects, not objects carrying forty methods each:
// `vigil test-sessions list` then never sets up zod's full API, and builds these in about half
// the time (a plain command runs for some 70 ms; this was a tenth of it). Why only these files
// use zod/mini, and the rules a test holds them to: the top of index.ts.
import * as z from 'zod/mini';
import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import { type Provider, TestSessionStatus } from './session-enums.js';

config(en());

// One schema each, shared by the fields below: schemas never change, so sharing is safe.
const text = z.string();
const optionalText = z.optional(text);
const nullishText = z.nullish(text);
/** A list the server may send as null or leave out: read as []. */
const textList = z.pipe(
  z.transform((v: unknown) => v ?? []),
  z.array(text),
);
/** Known values typed for completion, any string accepted (as helpers.ts's openEnum). */
const providerText = text as unknown as z.ZodMiniType<Provider | (string & {})>;

export const TestSessionListEntry = z.looseObject({
  id: text,
  accountId: optionalText,
  projectId: nullishText,
  name: text,
  provider: providerText,
  status: TestSessionStatus,
  region: optionalText,
  /** Per-outcome lists (result sequence IDs); their lengths are the counts. */
  running: textList,
  passed: textList,
  failed: textList,
  cancelled: textList,
  invoker: z.nullish(z.looseObject({ name: text, picture: nullishText })),
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
