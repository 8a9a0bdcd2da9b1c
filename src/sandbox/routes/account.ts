// Account and members.
import { MembersQuery } from '../../client/schemas/index.js';
import { decodeCursor, encodeCursor } from '../http/cursor.js';
import type { RateLimit } from '../http/rate-limit.js';
import { HttpError, json } from '../http/reply.js';
import type { RequestContext, Router } from '../http/router.js';
import { guidParam, parseQuery } from '../http/validate.js';
import type { SandboxStore } from '../store.js';

/** The route with a tighter limit of its own: removing members (per API key). */
export const MEMBER_REMOVAL_LIMIT: RateLimit = { limit: 10, windowMs: 60_000 };

function ownAccount(ctx: RequestContext, store: SandboxStore): void {
  const id = guidParam(ctx.params, 'accountId');
  if (id !== store.accountId) throw new HttpError(403, 'This API key has no access to that account.');
}

export function registerAccountRoutes(router: Router, store: SandboxStore): void {
  router.add('GET', '/v1/accounts/:accountId', (ctx) => {
    ownAccount(ctx, store);
    return json(store.account);
  });

  router.add('GET', '/v1/accounts/:accountId/members', (ctx) => {
    ownAccount(ctx, store);
    const q = parseQuery(MembersQuery, ctx.query);
    if (q.nextId !== undefined && q.limit === undefined)
      throw new HttpError(400, 'Query parameter "nextId" is only accepted together with "limit".');
    const search = q.search?.trim().toLowerCase();
    const matches = store.members
      .map((m, index) => ({ m, index }))
      .filter(({ m }) => store.memberIndex(m.userId as string) >= 0)
      .filter(
        ({ m }) => !search || (m.name ?? '').toLowerCase().includes(search) || m.email.toLowerCase().includes(search),
      )
      .filter(
        ({ m }) =>
          (!q.role || m.role === q.role) && (!q.type || q.type === 'member') && (!q.status || q.status === m.status),
      );
    let start = 0;
    if (q.nextId !== undefined) {
      const at = decodeCursor('m', q.nextId);
      if (at === undefined) throw new HttpError(400, 'Query parameter "nextId" is not a cursor this server gave out.');
      start = matches.findIndex(({ index }) => index >= at);
      if (start < 0) start = matches.length;
    }
    const limit = q.limit ?? matches.length;
    const page = matches.slice(start, start + limit);
    const next = matches[start + limit];
    return json({
      members: page.map(({ m }) => m),
      length: page.length,
      nextId: next ? encodeCursor('m', next.index) : null,
    });
  });

  router.add(
    'DELETE',
    '/v1/accounts/:accountId/members/:userId',
    (ctx) => {
      ownAccount(ctx, store);
      const userId = guidParam(ctx.params, 'userId');
      const index = store.memberIndex(userId);
      if (index < 0) throw new HttpError(404, 'No member with that user ID in this account.');
      const member = store.members[index];
      const owners = store.activeMembers().filter((m) => m.role === 'OWNER');
      if (member?.role === 'OWNER' && owners.length <= 1)
        throw new HttpError(403, 'The last owner of an account cannot be removed.');
      if (userId === ctx.key.userId) throw new HttpError(403, 'You cannot remove yourself from the account.');
      store.removeMember(userId);
      return { status: 204, body: '' };
    },
    MEMBER_REMOVAL_LIMIT,
  );
}
