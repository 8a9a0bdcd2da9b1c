// The triage record as Markdown (for a postmortem or an incident document) and as lines for a
// screen: time, what happened, and for each write the plain command that does the same; a write
// that failed or whose outcome is unknown says so, with the read that shows what is true now.
import { sanitizeLine } from '../sanitize.js';

/** How a write ended when it did not succeed: refused or failed (nothing changed), or unknown (maybe done). */
export type WriteOutcome = 'failed' | 'unknown';

export interface RecordEntryLike {
  at: string;
  kind?: string | undefined;
  text: string;
  command?: string | undefined;
  /** A check the entry is about (a pause or a resume): what the incident summary names. */
  check?: { id: string; name: string } | undefined;
  /** An error group's message (an error group followed): the error the failing sessions share. */
  error?: string | undefined;
  /** Set when the write did not succeed. */
  outcome?: WriteOutcome | undefined;
  /** For an unknown outcome: the plain read that shows whether it was done. */
  verify?: string | undefined;
}

const OUTCOME_WORD: Record<WriteOutcome, string> = { failed: 'FAILED', unknown: 'OUTCOME UNKNOWN' };

/** `2026-11-25 09:12:03` (UTC) from an ISO time. */
function when(at: string): string {
  const ms = Date.parse(at);
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 19).replace('T', ' ') : sanitizeLine(at);
}

/** A code span that holds any text: a run of backticks longer than any inside it. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text}${fence}`;
}

const markdownText = (text: string) => sanitizeLine(text).replace(/([\\*_[\]<>#|])/g, '\\$1');

export function recordMarkdown(entries: readonly RecordEntryLike[]): string {
  const lines = ['# Triage record (times in UTC)', ''];
  if (entries.length === 0) lines.push('Nothing recorded.');
  for (const e of entries) {
    const outcome = e.outcome ? `**${OUTCOME_WORD[e.outcome]}** ` : '';
    const command = e.command ? ` ${codeSpan(sanitizeLine(e.command))}` : '';
    const verify = e.verify ? ` (to see whether it was done: ${codeSpan(sanitizeLine(e.verify))})` : '';
    lines.push(`- ${when(e.at)} ${outcome}${markdownText(e.text)}${command}${verify}`);
  }
  return `${lines.join('\n')}\n`;
}

/** One or more lines per entry: the time and text, then the command (and the read that checks) indented. */
export function recordLines(entries: readonly RecordEntryLike[]): string[] {
  return entries.flatMap((e) => [
    `${when(e.at)}  ${e.outcome ? `${OUTCOME_WORD[e.outcome]}: ` : ''}${sanitizeLine(e.text)}`,
    ...(e.command ? [`    $ ${sanitizeLine(e.command)}`] : []),
    ...(e.verify ? [`    $ ${sanitizeLine(e.verify)}   (shows whether it was done)`] : []),
  ]);
}

/**
 * A word for a POSIX shell: as it is when it is plain, else in single quotes.
 * @internal exported for its unit test only
 */
export function shellWord(text: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `vigil <words...>`, each argument quoted for a shell. */
export function vigilCommandLine(args: readonly string[]): string {
  return ['vigil', ...args.map(shellWord)].join(' ');
}

export interface UpdateBodyLike {
  description: string;
  status?: string | undefined;
  notifySubscribers?: boolean | undefined;
  publicIncidentUpdateDate?: string | undefined;
}

/** The `vigil incident-update` that posts the same update. */
export function incidentUpdateCommand(incidentId: string, body: UpdateBodyLike): string {
  return vigilCommandLine([
    'incident-update',
    incidentId,
    '-d',
    body.description,
    ...(body.status ? ['-s', body.status.toLowerCase()] : []),
    ...(body.notifySubscribers ? ['--notify'] : []),
    ...(body.publicIncidentUpdateDate ? ['--date', body.publicIncidentUpdateDate] : []),
  ]);
}

/** The `vigil incidents create` that opens the same incident. */
export function incidentCreateCommand(body: {
  name: string;
  severity: string;
  services: ReadonlyArray<{ id: string }>;
  incidentUpdates: readonly UpdateBodyLike[];
}): string {
  const first = body.incidentUpdates[0];
  return vigilCommandLine([
    'incidents',
    'create',
    '--name',
    body.name,
    '--severity',
    body.severity.toLowerCase(),
    ...body.services.flatMap((s) => ['--service', s.id]),
    '-d',
    first?.description ?? '',
    ...(first?.status ? ['-s', first.status.toLowerCase()] : []),
    ...(first?.notifySubscribers ? ['--notify'] : []),
  ]);
}

const OPENED: Readonly<Record<string, (p: Readonly<Record<string, string>>) => string | null>> = {
  check: (p) => `Opened check ${p.id}.`,
  group: (p) => `Looked at check group ${p.id}.`,
  session: (p) => `Opened test session ${p.id}.`,
  'session-result': (p) => `Opened result ${p.resultId ?? p.id} of test session ${p.sessionId ?? p.id}.`,
  // The Checks list narrowed to one cluster (Enter on the clusters): a cluster looked at.
  checks: (p) => (p.by && p.key ? `Looked at the checks of cluster ${p.label ?? p.key} (by ${p.by}).` : null),
};

/**
 * What opening a screen says in the record, or null for a screen not worth a line (lists). An
 * error group is recorded by its view once loaded (its message is what the summary needs).
 */
export function openedText(screen: string, params: Readonly<Record<string, string>>): string | null {
  const text = OPENED[screen]?.(params);
  return text ? sanitizeLine(text) : null;
}

/** A cluster as the clusters screen lists it, for the record. */
export interface ClusterLike {
  label: string;
  failing: number;
  degraded: number;
  total: number;
}

/** The record's line for the clusters seen one way: the biggest three with their counts. */
export function clustersText(by: string, clusters: readonly ClusterLike[]): string {
  if (clusters.length === 0) return `Looked at the clusters by ${by}: no check failing or degraded.`;
  const named = clusters
    .slice(0, 3)
    .map((c) => `${c.label} ${c.failing} failing${c.degraded > 0 ? `, ${c.degraded} degraded` : ''} of ${c.total}`);
  const more = clusters.length > 3 ? ` and ${clusters.length - 3} more` : '';
  return sanitizeLine(`Looked at the clusters by ${by}: ${named.join('; ')}${more}.`);
}
