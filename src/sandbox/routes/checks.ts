// Checks, check statuses, check groups and alert channels.
import type { Check } from '../../client/schemas/index.js';
import { CheckGroupsQuery, CheckUpdate, ChecksQuery, PageQuery } from '../../client/schemas/index.js';
import { jsonArray, pageSlice } from '../http/paging.js';
import { checkState } from '../check-states.js';
import { type Reply, json, notFound } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { guidParam, intParam, parseBody, parseQuery } from '../http/validate.js';
import type { SandboxStore } from '../store.js';

/**
 * Serialized checks and whole list pages, rebuilt only when a check changes: the hot path of
 * `GET /v1/checks?limit=100` is a map lookup and a socket write.
 */
class CheckCache {
  private version = -1;
  private readonly json = new Map<string, string>();
  private readonly pages = new Map<string, Reply>();
  private statusesBody: string | undefined;

  constructor(private readonly store: SandboxStore) {}

  private sync(): void {
    if (this.version === this.store.checksVersion) return;
    this.version = this.store.checksVersion;
    this.json.clear();
    this.pages.clear();
    this.statusesBody = undefined;
  }

  checkJson(check: Check, applied: boolean): string {
    this.sync();
    const key = applied ? `g:${check.id}` : check.id;
    let s = this.json.get(key);
    if (s === undefined) {
      s = JSON.stringify(applied ? this.store.withGroupSettings(check) : check);
      this.json.set(key, s);
    }
    return s;
  }

  page(key: string, build: () => Reply): Reply {
    this.sync();
    let reply = this.pages.get(key);
    if (!reply) {
      reply = build();
      if (this.pages.size > 500) this.pages.clear();
      this.pages.set(key, reply);
    }
    return reply;
  }

  statuses(): string {
    this.sync();
    this.statusesBody ??= JSON.stringify(this.store.statuses);
    return this.statusesBody;
  }
}

function listReply(cache: CheckCache, checks: readonly Check[], page: number, limit: number, applied: boolean): Reply {
  const { items, contentRange } = pageSlice(checks, page, limit);
  return {
    status: 200,
    body: Buffer.from(jsonArray(items.map((c) => cache.checkJson(c, applied)))),
    headers: { 'content-range': contentRange },
  };
}

export function registerCheckRoutes(router: Router, store: SandboxStore): void {
  const cache = new CheckCache(store);
  router.add('GET', '/v1/checks', (ctx) => {
    const q = parseQuery(ChecksQuery, ctx.query);
    const applied = q.applyGroupSettings === true;
    const filtered =
      q.tag !== undefined ||
      q.checkType !== undefined ||
      q.search !== undefined ||
      q.status !== undefined ||
      q.apiCheckUrlFilterPattern !== undefined;
    if (!filtered) {
      return cache.page(`${q.page}:${q.limit}:${applied}`, () =>
        listReply(cache, store.checks, q.page, q.limit, applied),
      );
    }
    const search = q.search?.toLowerCase();
    const matches = store.checks.filter((c) => {
      if (q.checkType && c.checkType !== q.checkType) return false;
      if (q.tag && q.tag.length > 0 && !c.tags.some((t) => q.tag?.includes(t))) return false;
      if (search && !c.name.toLowerCase().includes(search)) return false;
      if (q.apiCheckUrlFilterPattern) {
        const url = (c.request as { url?: string } | undefined)?.url;
        if (c.checkType !== 'API' || !url?.includes(q.apiCheckUrlFilterPattern)) return false;
      }
      if (q.status && checkState(store.statusById.get(c.id)) !== q.status) return false;
      return true;
    });
    return listReply(cache, matches, q.page, q.limit, applied);
  });

  router.add('GET', '/v1/checks/:checkId', (ctx) => {
    const id = guidParam(ctx.params, 'checkId');
    const check = store.checkById.get(id);
    if (!check) throw notFound('Check');
    const applied = ctx.query.applyGroupSettings === 'true';
    return { status: 200, body: cache.checkJson(check, applied) };
  });

  router.add('PUT', '/v1/checks/:checkId', (ctx) => {
    const id = guidParam(ctx.params, 'checkId');
    if (!store.checkById.has(id)) throw notFound('Check');
    const patch = parseBody(CheckUpdate, ctx.body);
    const check = store.updateCheck(id, patch, ctx.now);
    return json(check);
  });

  router.add('GET', '/v1/check-statuses', () => ({ status: 200, body: cache.statuses() }));

  router.add('GET', '/v1/check-groups', (ctx) => {
    const q = parseQuery(CheckGroupsQuery, ctx.query);
    const groups = store.groups.filter(
      (g) =>
        (!q.tag || q.tag.length === 0 || g.tags.some((t) => q.tag?.includes(t))) &&
        (!q.name || q.name.length === 0 || q.name.includes(g.name)),
    );
    const { items, contentRange } = pageSlice(groups, q.page, q.limit);
    return json(items, 200, { 'content-range': contentRange });
  });

  router.add('GET', '/v1/check-groups/:groupId', (ctx) => {
    const group = store.groupById.get(intParam(ctx.params, 'groupId'));
    if (!group) throw notFound('Check group');
    return json(group);
  });

  router.add('GET', '/v1/check-groups/:groupId/checks', (ctx) => {
    const id = intParam(ctx.params, 'groupId');
    if (!store.groupById.has(id)) throw notFound('Check group');
    const q = parseQuery(PageQuery, ctx.query);
    return cache.page(`group:${id}:${q.page}:${q.limit}`, () =>
      listReply(
        cache,
        store.checks.filter((c) => c.groupId === id),
        q.page,
        q.limit,
        true,
      ),
    );
  });

  router.add('GET', '/v1/alert-channels', (ctx) => {
    const q = parseQuery(PageQuery, ctx.query);
    const { items, contentRange } = pageSlice(store.channels, q.page, q.limit);
    return json(items, 200, { 'content-range': contentRange });
  });
}
