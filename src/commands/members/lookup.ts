// Finding one member of an account by user ID: the members list has no lookup by ID, so walk
// its pages (100 at a time) until the member turns up.
import { iterateCursor, type VigilClient } from '../../client/index.js';
import type { Member } from '../../client/schemas/index.js';

const PAGE = 100;

export async function findMember(client: VigilClient, userId: string, accountId?: string): Promise<Member | null> {
  const wanted = userId.toLowerCase();
  const opts = accountId !== undefined ? { accountId } : {};
  const pages = iterateCursor((nextId) => client.listMembers({ limit: PAGE, nextId }, opts));
  for await (const page of pages) {
    const found = page.items.find((m) => m.userId?.toLowerCase() === wanted);
    if (found) return found;
  }
  return null;
}
