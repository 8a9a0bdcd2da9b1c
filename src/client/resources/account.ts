// The account and its members (GET /v1/accounts/{id}, members list and removal).
import type { Account, Member } from '../schemas/index.js';
import type { CallOptions, CursorPage } from '../types.js';
import { segment } from '../url.js';
import { type ResourceKit, callParts } from './kit.js';

export interface MembersParams {
  search?: string;
  limit?: number;
  nextId?: string;
}

export interface AccountResources {
  getAccount(accountId?: string, o?: CallOptions): Promise<Account>;
  listMembers(q?: MembersParams, o?: CallOptions & { accountId?: string }): Promise<CursorPage<Member>>;
  removeMember(userId: string, o?: CallOptions & { accountId?: string }): Promise<void>;
}

/** Requests on behalf of another account name it in X-Service-Account as well as in the path. */
function accountHeader(accountId: string | undefined, own: string): Record<string, string> | undefined {
  return accountId !== undefined && accountId !== own ? { 'x-service-account': accountId } : undefined;
}

export function accountResources({ deps: d, schema }: ResourceKit): AccountResources {
  return {
    async getAccount(accountId, o) {
      const id = accountId ?? d.accountId;
      const headers = accountHeader(id, d.accountId);
      const Account = schema('account', 'Account');
      const path = `/v1/accounts/${segment(id)}`;
      return (await d.request({ method: 'GET', path, headers, ...callParts(o) }, Account)).data;
    },

    async listMembers(q, o) {
      const id = o?.accountId ?? d.accountId;
      const headers = accountHeader(id, d.accountId);
      const query = { search: q?.search, limit: q?.limit, nextId: q?.nextId };
      const MembersPage = schema('account', 'MembersPage');
      const { data } = await d.request(
        { method: 'GET', path: `/v1/accounts/${segment(id)}/members`, query, headers, ...callParts(o) },
        MembersPage,
      );
      return { items: data.members, nextId: data.nextId ?? null, length: data.length };
    },

    async removeMember(userId, o) {
      const id = o?.accountId ?? d.accountId;
      const headers = accountHeader(id, d.accountId);
      await d.requestNoContent({
        method: 'DELETE',
        path: `/v1/accounts/${segment(id)}/members/${segment(userId)}`,
        headers,
        ...callParts(o),
      });
    },
  };
}
