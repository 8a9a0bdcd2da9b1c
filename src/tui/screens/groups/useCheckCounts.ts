// How many checks each group on the page holds. The group resource does not say, so ask the
// group's checks endpoint for one item and read the total from content-range; a few at a time,
// cached, and cancelled when the screen goes away.
import { useEffect, useState } from 'react';
import { useClient } from '../../hooks/useClient.js';
import { useStore } from '../../state/store.js';
import { isAbort } from '../../../client/index.js';
import { queryKeys } from '../../state/queryKeys.js';

const CONCURRENCY = 4;

export function useCheckCounts(groupIds: readonly number[]): ReadonlyMap<number, number> {
  const client = useClient();
  const { cache } = useStore();
  const idsKey = groupIds.join(',');
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(() => new Map());
  useEffect(() => {
    const controller = new AbortController();
    const known = new Map<number, number>();
    const missing: number[] = [];
    // From idsKey, not groupIds: the caller's array is new each render, its content is what matters.
    for (const id of idsKey === '' ? [] : idsKey.split(',').map(Number)) {
      const hit = cache.get<number>(queryKeys.groupCount(id));
      if (hit) known.set(id, hit.data);
      else missing.push(id);
    }
    setCounts(known);
    let next = 0;
    const worker = async () => {
      while (next < missing.length && !controller.signal.aborted) {
        const id = missing[next++]!;
        try {
          const page = await client.listGroupChecks(id, { page: 1, limit: 1 }, { signal: controller.signal });
          const total = page.range?.total ?? page.items.length;
          cache.set(queryKeys.groupCount(id), total);
          if (!controller.signal.aborted) setCounts((prev) => new Map(prev).set(id, total));
        } catch (error) {
          if (isAbort(error) || controller.signal.aborted) return;
          // A count is a nicety: leave it blank rather than fail the screen.
        }
      }
    };
    for (let i = 0; i < CONCURRENCY; i++) void worker();
    return () => controller.abort();
  }, [idsKey, client, cache]);
  return counts;
}
