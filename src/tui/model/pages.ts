// The background loading of every page of GET /v1/checks into the check index, within its budget:
// the first page says how many there are, then CONCURRENCY at a time; a page that failed is asked
// for once more after the others.
import type { VigilClient } from '../../client/index.js';
import { sleep } from '../../client/clock.js';
import type { CheckIndex } from './checkIndex.js';

const CONCURRENCY = 2;

type Index = Pick<
  CheckIndex,
  'budget' | 'clock' | 'signal' | 'merge' | 'changedLater' | 'changed' | 'total' | 'complete'
>;

async function pause(index: Index, ms: number): Promise<void> {
  await sleep(index.clock, ms, index.signal, () => new Error('aborted')).catch(() => undefined);
}

async function waitForBudget(index: Index): Promise<void> {
  for (let wait = index.budget.waitMs(); wait > 0 && !index.signal.aborted; wait = index.budget.waitMs())
    await pause(index, wait);
}

/** One page within the budget; false when it failed. */
async function loadPage(client: VigilClient, index: Index, page: number, size: number): Promise<boolean> {
  await waitForBudget(index);
  if (index.signal.aborted) return false;
  index.budget.take();
  try {
    const result = await client.listCheckSummaries({ page, limit: size }, { signal: index.signal });
    index.merge(result.items);
    if (result.range) index.total = result.range.total;
    else if (result.items.length < size) index.total = (page - 1) * size + result.items.length;
    index.changedLater();
    return true;
  } catch {
    return false;
  }
}

export async function loadEveryPage(client: VigilClient, index: Index, size: number): Promise<void> {
  let tries = 0;
  while (!(await loadPage(client, index, 1, size))) {
    if (index.signal.aborted || ++tries >= 3) return;
    await pause(index, 2000 * tries);
  }
  const last = Math.max(1, Math.ceil((index.total ?? 0) / size));
  const failed: number[] = [];
  let next = 2;
  const worker = async (): Promise<void> => {
    while (next <= last && !index.signal.aborted) {
      const page = next++;
      if (!(await loadPage(client, index, page, size))) failed.push(page);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  for (const page of failed.splice(0))
    if (!index.signal.aborted && !(await loadPage(client, index, page, size))) failed.push(page);
  if (index.signal.aborted) return;
  index.complete = failed.length === 0;
  index.changed();
}
