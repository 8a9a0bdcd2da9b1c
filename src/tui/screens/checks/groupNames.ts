// Group names for the Checks table's group column (a check carries only its group's ID).
import type { VigilClient } from '../../../client/index.js';

const PAGE = 100;
const MAX_PAGES = 20;

export async function loadGroupNames(client: VigilClient, signal: AbortSignal): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await client.listCheckGroups({ page, limit: PAGE }, { signal });
    for (const g of result.items) names.set(g.id, g.name);
    const done = result.range ? result.range.last + 1 >= result.range.total : result.items.length < PAGE;
    if (done || result.items.length === 0) break;
  }
  return names;
}
