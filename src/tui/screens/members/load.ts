// Every member of the account, all pages (accounts have tens of members, not thousands), so the
// `/` filter and a typed user ID can be checked against the whole list.
import { iterateCursor, type VigilClient } from '../../../client/index.js';
import type { Member } from '../../../client/schemas/index.js';

const PAGE = 100;

export async function loadAllMembers(client: VigilClient, signal: AbortSignal): Promise<Member[]> {
  const all: Member[] = [];
  const pages = iterateCursor((nextId) =>
    client.listMembers({ limit: PAGE, ...(nextId ? { nextId } : {}) }, { signal }),
  );
  for await (const page of pages) all.push(...page.items);
  return all;
}
