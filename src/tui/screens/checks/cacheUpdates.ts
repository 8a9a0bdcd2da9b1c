// A check the server just returned replaces its old copy in every cached page and detail.
import type { Check } from '../../../client/schemas/index.js';
import type { ResourceCache } from '../../state/cache.js';
import { listCheck } from './data.js';
import { queryKeyPrefixes, queryKeys } from '../../state/queryKeys.js';

function isPageOfChecks(data: unknown): data is { items: Check[] } {
  return typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items);
}

export function replaceCheckInCache(cache: ResourceCache, updated: Check): void {
  cache.update(
    (key) =>
      key === queryKeys.check(updated.id) ||
      key.startsWith(queryKeyPrefixes.checksPage) ||
      key.startsWith(queryKeyPrefixes.groupChecksPage),
    (data, key) => {
      if (isPageOfChecks(data)) {
        if (!data.items.some((c) => c.id === updated.id)) return data;
        // The Checks list keeps slim checks; a group's list keeps whole ones.
        const slim = key.startsWith(queryKeyPrefixes.checksPage);
        return {
          ...data,
          items: data.items.map((c) => (c.id === updated.id ? (slim ? listCheck(updated) : { ...c, ...updated }) : c)),
        };
      }
      if (typeof data === 'object' && data !== null && (data as Check).id === updated.id)
        return { ...(data as Check), ...updated };
      return data;
    },
  );
}
