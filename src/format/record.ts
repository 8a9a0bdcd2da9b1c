// The triage record as Markdown (for a postmortem or an incident document) and as lines for a
// screen: time, what happened, and for each write the plain command that does the same.
import { sanitizeLine } from '../sanitize.js';

export interface RecordEntryLike {
  at: string;
  text: string;
  command?: string | undefined;
}

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

export function recordMarkdown(entries: readonly RecordEntryLike[]): string {
  const lines = ['# Triage record (times in UTC)', ''];
  if (entries.length === 0) lines.push('Nothing recorded.');
  for (const e of entries) {
    const command = e.command ? ` ${codeSpan(sanitizeLine(e.command))}` : '';
    lines.push(`- ${when(e.at)} ${sanitizeLine(e.text).replace(/([\\*_[\]<>#|])/g, '\\$1')}${command}`);
  }
  return `${lines.join('\n')}\n`;
}

/** One or two lines per entry: the time and text, then the command indented. */
export function recordLines(entries: readonly RecordEntryLike[]): string[] {
  return entries.flatMap((e) => [
    `${when(e.at)}  ${sanitizeLine(e.text)}`,
    ...(e.command ? [`    $ ${sanitizeLine(e.command)}`] : []),
  ]);
}

/** A word for a POSIX shell: as it is when it is plain, else in single quotes. */
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

const OPENED: Readonly<Record<string, (p: Readonly<Record<string, string>>) => string>> = {
  check: (p) => `Opened check ${p.id}.`,
  group: (p) => `Looked at check group ${p.id}.`,
  session: (p) => `Opened test session ${p.id}.`,
  'session-result': (p) => `Opened result ${p.resultId ?? p.id} of test session ${p.sessionId ?? p.id}.`,
  'error-group': (p) => `Followed error group ${p.id}.`,
};

/** What opening a screen says in the record, or null for a screen not worth a line (lists). */
export function openedText(screen: string, params: Readonly<Record<string, string>>): string | null {
  const text = OPENED[screen];
  return text ? sanitizeLine(text(params)) : null;
}
