// The error groups a session names, loaded a few at a time (the session only carries their IDs),
// cached under the same key the error-group view uses, and cancelled when the screen goes away.
import { useEffect, useState } from 'react';
import type { ErrorGroup } from '../../../client/schemas/index.js';
import { isAbort } from '../../../client/index.js';
import { useClient } from '../../hooks/useClient.js';
import { useStore } from '../../state/store.js';
import { queryKeys } from '../../state/queryKeys.js';
import type { ResourceCache } from '../../state/cache.js';

const CONCURRENCY = 3;
/** A session shows at most this many error groups (the rest are counted). */
export const MAX_ERROR_GROUPS = 20;

export type LoadedGroup = ErrorGroup | 'failed';

export function errorGroupCacheKey(id: string): string {
  return queryKeys.errorGroup(id);
}

/** What the cache has for these groups (comma-joined IDs). */
function fromCache(cache: ResourceCache, idsKey: string): Map<string, LoadedGroup> {
  const known = new Map<string, LoadedGroup>();
  for (const id of idsKey === '' ? [] : idsKey.split(',')) {
    const hit = cache.get<ErrorGroup>(errorGroupCacheKey(id));
    if (hit) known.set(id, hit.data);
  }
  return known;
}

export function useErrorGroups(ids: readonly string[]): ReadonlyMap<string, LoadedGroup> {
  const client = useClient();
  const { cache } = useStore();
  const idsKey = ids.slice(0, MAX_ERROR_GROUPS).join(',');
  // What the cache has is shown at once (coming back to a session draws it as it was).
  const [groups, setGroups] = useState<ReadonlyMap<string, LoadedGroup>>(() => fromCache(cache, idsKey));
  useEffect(() => {
    const wanted = idsKey === '' ? [] : idsKey.split(',');
    const controller = new AbortController();
    const known = fromCache(cache, idsKey);
    const missing = wanted.filter((id) => !known.has(id));
    setGroups(known);
    let next = 0;
    const worker = async () => {
      while (next < missing.length && !controller.signal.aborted) {
        const id = missing[next++]!;
        let loaded: LoadedGroup;
        try {
          loaded = await client.getErrorGroup(id, { signal: controller.signal });
          cache.set(errorGroupCacheKey(id), loaded);
        } catch (error) {
          if (isAbort(error) || controller.signal.aborted) return;
          loaded = 'failed';
        }
        if (!controller.signal.aborted) setGroups((prev) => new Map(prev).set(id, loaded));
      }
    };
    for (let i = 0; i < CONCURRENCY; i++) void worker();
    return () => controller.abort();
  }, [idsKey, client, cache]);
  return groups;
}
