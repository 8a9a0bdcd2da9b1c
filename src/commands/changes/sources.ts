// What `vigil changes` asks the server for: every check's status (one request), the incidents
// with their updates, and the failed test sessions since the time compared with (a few pages).
import { iterateCursor, type VigilClient } from '../../client/index.js';
import type { ChangeSources } from '../../format/changes.js';
import { checkStatusWord } from '../../format/checks.js';

/** Pages of incidents and of failed sessions read at most (100 each): enough for a hand-off. */
const MAX_PAGES = 5;
const PAGE = 100;
/** A session that failed after `since` may have started before it: look this much further back. */
const SESSION_LOOKBACK_MS = 6 * 3600_000;

const millis = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

export type LookData = Pick<ChangeSources, 'checks' | 'incidents' | 'failedSessions'> & {
  checks: Array<{ id: string; name: string; status: ReturnType<typeof checkStatusWord>; changedAt: number | null }>;
  incidents: Array<{
    id: string;
    name: string;
    updates: Array<{ id: string | null; status: string | null; at: number | null }>;
  }>;
  failedSessions: Array<{ id: string; name: string; at: number | null }>;
};

export async function fetchLook(client: VigilClient, since: number | null): Promise<LookData> {
  const statuses = await client.listCheckStatusSummaries();
  const checks = statuses.map((s) => ({
    id: s.checkId,
    name: s.name ?? s.checkId,
    status: checkStatusWord({ activated: true }, s),
    changedAt: millis(s.updated_at),
  }));
  const incidents: LookData['incidents'] = [];
  let pages = 0;
  for await (const page of iterateCursor((nextId) => client.listIncidents({ limit: PAGE, nextId }))) {
    for (const i of page.items)
      incidents.push({
        id: i.id,
        name: i.name,
        updates: i.incidentUpdates.map((u) => ({
          id: u.id ?? null,
          status: u.status ?? null,
          at: millis(u.publicIncidentUpdateDate ?? u.created_at),
        })),
      });
    if (++pages >= MAX_PAGES) break;
  }
  const failedSessions: LookData['failedSessions'] = [];
  pages = 0;
  const from = since === null ? undefined : Math.floor((since - SESSION_LOOKBACK_MS) / 1000);
  for await (const page of iterateCursor((nextId) =>
    client.listTestSessions({ limit: PAGE, nextId, statuses: ['FAILED'], ...(from === undefined ? {} : { from }) }),
  )) {
    for (const s of page.items)
      failedSessions.push({ id: s.id, name: s.name, at: millis(s.stoppedAt) ?? millis(s.startedAt) });
    if (++pages >= MAX_PAGES) break;
  }
  return { checks, incidents, failedSessions };
}
