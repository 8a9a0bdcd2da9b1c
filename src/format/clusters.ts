// Blast radius (issue 26): the failing and degraded checks grouped by where they run, their
// group, tag, type or target host, biggest cluster first, each with its share of the checks in
// it, so "one location fails everything" stands out from "one location holds most checks".
// Pure: shared by `vigil checks list --by` and the Checks screen's clusters.
import type { CheckStatusWord } from './checks.js';
import type { Column } from './columns.js';
import { sanitizeLine } from '../sanitize.js';

export const CLUSTER_BY = ['location', 'group', 'tag', 'type', 'host'] as const;
export type ClusterBy = (typeof CLUSTER_BY)[number];

/** What clustering reads of a check's row (format/check-columns.ts's CheckListRow has it all). */
export interface ClusterEntry {
  id: string;
  status: CheckStatusWord;
  groupId: number | null;
  groupName: string;
  tags: readonly string[];
  type: string;
}

/**
 * The two facts a row does not carry, looked up by check ID only when a way of clustering needs
 * them: where the check last ran (its status's lastRunLocation) and its request (for the host,
 * a URL parse each).
 */
export interface ClusterFacts {
  location(id: string): string | null | undefined;
  request(id: string): unknown;
}

export interface Cluster {
  by: ClusterBy;
  /** What the entries share: a location, a group's ID (as text), a tag, a type or a host. */
  key: string;
  /** How a person reads it: "eu-west-1", "group Checkout", "tag prod", "type API", "host api.example.com". */
  label: string;
  failing: number;
  degraded: number;
  /** Every check in the cluster, alerting or not (paused checks left out). */
  total: number;
}

/** The one key of an entry for a way of clustering other than by tag, or null. */
function keyOf(e: ClusterEntry, by: Exclude<ClusterBy, 'tag'>, facts: ClusterFacts): string | null {
  switch (by) {
    case 'location':
      return facts.location(e.id) || null;
    case 'group':
      return e.groupId === null ? null : String(e.groupId);
    case 'type':
      return e.type || null;
    case 'host':
      return checkHost(facts.request(e.id));
  }
}

function labelOf(by: ClusterBy, key: string, e: ClusterEntry): string {
  const text = sanitizeLine(key);
  switch (by) {
    case 'location':
      return text;
    case 'group':
      return `group ${e.groupName ? sanitizeLine(e.groupName) : `#${text}`}`;
    default:
      return `${by} ${text}`;
  }
}

/**
 * Clusters of failing and degraded checks, most alerting first (then the higher share, then by
 * label); clusters with nothing alerting are left out. Paused checks count in no cluster.
 */
export function clusterChecks(entries: Iterable<ClusterEntry>, by: ClusterBy, facts: ClusterFacts): Cluster[] {
  const clusters = new Map<string, Cluster>();
  // Runs over every check of the account on the way to the clusters' first frame: each key is
  // counted without making an object or an array per check.
  const count = (e: ClusterEntry, key: string) => {
    let c = clusters.get(key);
    if (!c) {
      c = { by, key, label: labelOf(by, key, e), failing: 0, degraded: 0, total: 0 };
      clusters.set(key, c);
    } else if (by === 'group' && e.groupName && c.label.startsWith('group #')) {
      c.label = labelOf(by, key, e);
    }
    c.total++;
    if (e.status === 'FAIL') c.failing++;
    else if (e.status === 'DEGR') c.degraded++;
  };
  for (const e of entries) {
    if (e.status === 'PAUSED') continue;
    if (by === 'tag') {
      for (const tag of e.tags) count(e, tag);
      continue;
    }
    const key = keyOf(e, by, facts);
    if (key !== null) count(e, key);
  }
  return [...clusters.values()]
    .filter((c) => c.failing + c.degraded > 0)
    .sort(
      (a, b) =>
        b.failing + b.degraded - (a.failing + a.degraded) ||
        share(b) - share(a) ||
        a.label.localeCompare(b.label, 'en'),
    );
}

/** Alerting checks as a share of the cluster's checks, 0..1. */
function share(c: Cluster): number {
  return c.total === 0 ? 0 : (c.failing + c.degraded) / c.total;
}

/** "eu-west-1: 41 failing of 220 (19 %)", "group Checkout: 10 failing, 2 degraded of 12 (100 %)". */
export function clusterLine(c: Cluster): string {
  const parts = [
    c.failing > 0 || c.degraded === 0 ? `${c.failing} failing` : '',
    c.degraded > 0 ? `${c.degraded} degraded` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${c.label}: ${parts} of ${c.total} (${Math.round(share(c) * 100)} %)`;
}

/** Whether a check belongs to a cluster: Enter on a cluster filters the list with this. */
export function inCluster(e: ClusterEntry, c: Pick<Cluster, 'by' | 'key'>, facts: ClusterFacts): boolean {
  // A check has any number of tags, and one key at most for every other way.
  return c.by === 'tag' ? e.tags.includes(c.key) : keyOf(e, c.by, facts) === c.key;
}

/**
 * The host a check's request targets: the URL's host (API, URL checks), the hostname (TCP, ICMP)
 * or the query (DNS); null when it has none (browser scripts, heartbeats) or it cannot be read.
 * @internal exported for its unit test only
 */
export function checkHost(request: unknown): string | null {
  if (!request || typeof request !== 'object') return null;
  const r = request as { url?: unknown; hostname?: unknown; query?: unknown };
  if (typeof r.url === 'string') {
    try {
      return new URL(r.url).hostname.toLowerCase() || null;
    } catch {
      return null;
    }
  }
  if (typeof r.hostname === 'string' && r.hostname.trim()) return r.hostname.trim().toLowerCase();
  if (typeof r.query === 'string' && r.query.trim()) return r.query.trim().toLowerCase();
  return null;
}

/** The columns of a cluster list, for `vigil checks list --by` and the Checks screen's clusters. */
export const CLUSTER_COLUMNS: readonly Column<Cluster>[] = [
  { id: 'cluster', header: 'CLUSTER', value: (c) => c.label, min: 12, max: 40, grow: true, priority: 7 },
  {
    id: 'failing',
    header: 'FAILING',
    value: (c) => String(c.failing),
    align: 'right',
    min: 7,
    fixed: true,
    priority: 6,
    tone: (c) => (c.failing > 0 ? 'failed' : undefined),
  },
  {
    id: 'degraded',
    header: 'DEGRADED',
    value: (c) => String(c.degraded),
    align: 'right',
    min: 8,
    fixed: true,
    priority: 3,
    tone: (c) => (c.degraded > 0 ? 'degraded' : undefined),
  },
  { id: 'of', header: 'OF', value: (c) => String(c.total), align: 'right', min: 2, fixed: true, priority: 5 },
  {
    id: 'share',
    header: 'SHARE',
    value: (c) => `${Math.round(share(c) * 100)} %`,
    align: 'right',
    min: 5,
    fixed: true,
    priority: 4,
  },
];
