// Query strings and request bodies: strict, used by the sandbox (400) and by commands/forms
// before sending, so both give the same messages.
import * as z from 'zod';
import { CHECK_FREQUENCY_MINUTES, CheckType, MemberRole, Provider, TestSessionStatus } from './enums.js';
import { queryArray, queryBool, queryInt, queryNumber } from './helpers.js';

const limitValue = () =>
  queryInt().min(1, { error: 'must be between 1 and 100' }).max(100, { error: 'must be between 1 and 100' });
const limit = (def: number) => limitValue().default(def);

/** Page-numbered lists: limit 1..100 (default 10), page >= 1 (default 1). */
export const PageQuery = z.strictObject({
  limit: limit(10),
  page: queryInt().min(1, { error: 'must be 1 or more' }).default(1),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** GET /v1/checks: paging plus the upstream filters. */
export const ChecksQuery = PageQuery.extend({
  tag: queryArray(z.string()),
  checkType: CheckType.optional(),
  search: z.string().optional(),
  status: z.enum(['passing', 'failing', 'degraded']).optional(),
  applyGroupSettings: queryBool().optional(),
  apiCheckUrlFilterPattern: z.string().min(1).optional(),
});
export type ChecksQuery = z.infer<typeof ChecksQuery>;

/** GET /v1/check-groups: paging plus tag and exact-name filters. */
export const CheckGroupsQuery = PageQuery.extend({
  tag: queryArray(z.string()),
  name: queryArray(z.string()),
});
export type CheckGroupsQuery = z.infer<typeof CheckGroupsQuery>;

const nextId = z.string().min(1, { error: 'must not be empty' }).optional();

export const TestSessionsQuery = z.strictObject({
  limit: limit(20),
  nextId,
  /** Unix seconds: created at or after. */
  from: queryNumber().min(0, { error: 'must be a Unix time in seconds' }).optional(),
  /** Unix seconds: created before. */
  to: queryNumber().min(0, { error: 'must be a Unix time in seconds' }).optional(),
  statuses: queryArray(TestSessionStatus),
  branches: queryArray(z.string()),
  users: queryArray(z.string()),
  noUsers: queryBool().optional(),
  providers: queryArray(Provider),
  textSearch: z
    .string()
    .min(3, { error: 'must be 3 to 200 characters' })
    .max(200, { error: 'must be 3 to 200 characters' })
    .optional(),
  errorGroupId: z.string().min(1, { error: 'must not be empty' }).optional(),
});
export type TestSessionsQuery = z.infer<typeof TestSessionsQuery>;

/** GET /v1/accounts/{id}/members: without limit, every member comes back. */
export const MembersQuery = z.strictObject({
  search: z.string().optional(),
  limit: limitValue().optional(),
  nextId,
  type: z.enum(['member', 'invite']).optional(),
  role: MemberRole.optional(),
  status: z.enum(['ACTIVE', 'PENDING', 'EXPIRED']).optional(),
});
export type MembersQuery = z.infer<typeof MembersQuery>;

/** GET /v1/status-pages/incidents. */
export const IncidentsQuery = z.strictObject({
  limit: limit(20),
  nextId,
});
export type IncidentsQuery = z.infer<typeof IncidentsQuery>;

/** GET /v1/status-pages/services: the same cursor list as the incidents. */
export const ServicesQuery = z.strictObject({
  limit: limit(20),
  nextId,
});

export const CompletionQuery = z.strictObject({
  maxWaitSeconds: queryNumber()
    .min(1, { error: 'must be between 1 and 30' })
    .max(30, { error: 'must be between 1 and 30' })
    .default(30),
});
export type CompletionQuery = z.infer<typeof CompletionQuery>;

/** PUT /v1/checks/{id} body: the fields a check update may change. */
export const CheckUpdate = z.strictObject({
  name: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  activated: z.boolean({ error: 'must be true or false' }).optional(),
  muted: z.boolean({ error: 'must be true or false' }).optional(),
  tags: z.array(z.string().min(1)).optional(),
  locations: z.array(z.string()).optional(),
  frequency: z
    .number()
    .refine((n) => (CHECK_FREQUENCY_MINUTES as readonly number[]).includes(n), {
      error: `must be one of ${CHECK_FREQUENCY_MINUTES.join(', ')} (minutes)`,
    })
    .optional(),
  description: z.string().max(500).nullable().optional(),
  degradedResponseTime: z.number().nullable().optional(),
  maxResponseTime: z.number().nullable().optional(),
});
export type CheckUpdate = z.infer<typeof CheckUpdate>;

/** GET /v2/check-results/{checkId}: a check's raw results, newest first (service keeps 30 days). */
export const CheckResultsQuery = z.strictObject({
  limit: limit(10),
  nextId,
  /** Unix seconds: started at or after. */
  from: queryInt().min(0, { error: 'must be a Unix time in seconds' }).optional(),
  /** Unix seconds: started at or before. */
  to: queryInt().min(0, { error: 'must be a Unix time in seconds' }).optional(),
  location: z.string().min(1, { error: 'must not be empty' }).optional(),
  checkType: CheckType.optional(),
  hasFailures: queryBool().optional(),
  resultType: z.enum(['FINAL', 'ATTEMPT', 'ALL'], { error: 'must be FINAL, ATTEMPT or ALL' }).default('FINAL'),
});
export type CheckResultsQuery = z.infer<typeof CheckResultsQuery>;
