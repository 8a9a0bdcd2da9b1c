// Account and members.
import * as z from 'zod';
import { MemberRole } from './enums.js';
import { openEnum } from './helpers.js';

export const Account = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  plan: z.string().optional(),
  planDisplayName: z.string().optional(),
  runtimeId: z.string().optional(),
  features: z.array(z.string()).optional(),
});
export type Account = z.infer<typeof Account>;

/**
 * An item of the members list. Members carry `userId`; pending invites (type 'invite') carry
 * `id` instead, so `userId` is optional here.
 */
export const Member = z.looseObject({
  type: z.string().default('member'),
  userId: z.string().optional(),
  id: z.string().optional(),
  accountId: z.string().optional(),
  name: z.string().nullish(),
  email: z.string(),
  role: openEnum(MemberRole),
  status: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Member = z.infer<typeof Member>;

export const MembersPage = z.looseObject({
  members: z.array(Member),
  length: z.number(),
  nextId: z.string().nullish(),
});
export type MembersPage = z.infer<typeof MembersPage>;
