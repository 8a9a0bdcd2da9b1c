// The summary an engineer inserts into an incident update: what triage saw and did, in plain
// sentences an end user of the status page can read. Built from facts the TUI already holds
// (the check index, the triage record); no IDs, no internal words, every server text sanitized
// and cut short. The engineer edits it before the review, which shows it in full.
import { sanitizeLine } from '../sanitize.js';
import type { RecordEntryLike } from './record.js';
import { formatCount } from './count.js';

export interface FailingCheckFact {
  /** The check's name as the server gave it (untrusted). */
  name: string;
  /** When it started failing (ms since the epoch), when known. */
  since?: number | undefined;
}

export interface TriageFacts {
  failing: readonly FailingCheckFact[];
  /** The largest group of failing checks, when cluster data is known. */
  cluster?: { name: string; count: number } | undefined;
  /** Names of what was paused through vigil during triage. */
  paused: readonly string[];
  /** The error message shared by the failing sessions, when the record saw an error group. */
  sharedError?: string | undefined;
}

/** Names listed by name before "and N more". */
const NAMED = 3;
const NAME_CHARS = 60;
const ERROR_CHARS = 120;

// Terminal sequences (OSC, CSI, 7- and 8-bit) and other controls are dropped, not shown escaped:
// the text is for readers of a status page; sanitizeLine then escapes whatever could still reorder it.
const SEQUENCE = /\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]?|\u001b[ -~]?/g;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** Server text made safe and short for one sentence: one line, no quotes to break out of. */
function plain(text: string, max: number): string {
  const bare = text.replace(SEQUENCE, '').replace(CONTROL, ' ');
  const line = sanitizeLine(bare).replace(/\s+/g, ' ').replace(/"/g, "'").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** `14:05 UTC`, or `Nov 24 14:05 UTC` when it is not the same day as `now`. */
function clockText(ms: number, now: number): string {
  const at = new Date(ms).toISOString();
  const time = `${at.slice(11, 16)} UTC`;
  if (at.slice(0, 10) === new Date(now).toISOString().slice(0, 10)) return time;
  const month = new Date(ms).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${Number(at.slice(8, 10))} ${time}`;
}

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
function listText(items: readonly string[], more: number): string {
  const all = more > 0 ? [...items, `${formatCount(more)} more`] : [...items];
  if (all.length <= 1) return all.join('');
  return `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
}

function failingSentence(failing: readonly FailingCheckFact[], now: number): string {
  if (failing.length === 0) return 'All our checks are passing at the moment.';
  const named = failing.slice(0, NAMED).map((f) => `"${plain(f.name, NAME_CHARS)}"`);
  const starts = failing.flatMap((f) => (f.since !== undefined && Number.isFinite(f.since) ? [f.since] : []));
  const since = starts.length > 0 ? ` since ${clockText(Math.min(...starts), now)}` : '';
  const subject =
    failing.length === 1 ? `Our check ${named[0]} is` : `${formatCount(failing.length)} of our checks are`;
  const which = failing.length === 1 ? '' : `: ${listText(named, failing.length - named.length)}`;
  return `${subject} failing${since}${which}.`;
}

/** The summary as sentences, one paragraph; empty facts still say that checks pass. */
export function triageSummary(facts: TriageFacts, now: number): string {
  const sentences = [failingSentence(facts.failing, now)];
  const cluster = facts.cluster;
  if (cluster && cluster.count > 1) {
    const where = plain(cluster.name, NAME_CHARS);
    sentences.push(`Most of the failures (${formatCount(cluster.count)} checks) are in "${where}".`);
  }
  const error = facts.sharedError ? plain(facts.sharedError, ERROR_CHARS) : '';
  if (error) sentences.push(`Our failing test runs report the same error: "${error}".`);
  const paused = [...new Set(facts.paused.map((p) => plain(p, NAME_CHARS)).filter(Boolean))];
  if (paused.length > 0) {
    const named = paused.slice(0, NAMED).map((p) => `"${p}"`);
    sentences.push(`We paused ${listText(named, paused.length - named.length)} while we investigate.`);
  }
  if (facts.failing.length > 0) sentences.push('We are looking into it and will post again with news.');
  return sentences.join(' ');
}

/** The description with the summary in it: the summary alone in an empty field, else after a blank line. */
export function withSummary(description: string, summary: string): string {
  return description.trim() ? `${description.trimEnd()}\n\n${summary}` : summary;
}

/** How far back the record counts as this triage: pauses and error groups older than this are another story. */
const TRIAGE_WINDOW_MS = 24 * 3_600_000;

export interface RecordFacts {
  /** Checks paused through vigil in the window and not resumed since, oldest pause first. */
  paused: Array<{ id: string; name: string }>;
  /** The message of the error group followed last in the window. */
  sharedError?: string | undefined;
}

/**
 * What the triage record says for the summary: the pauses that stand (a pause, then no resume
 * of the same check; a write that failed or whose outcome is unknown counts for nothing) and the
 * error the failing sessions share (the error group the engineer followed last).
 */
export function recordFacts(entries: readonly RecordEntryLike[], now: number): RecordFacts {
  const from = now - TRIAGE_WINDOW_MS;
  const paused = new Map<string, string>();
  let sharedError: string | undefined;
  for (const e of entries) {
    const at = Date.parse(e.at);
    if (!(at >= from) || e.outcome) continue;
    if (e.check && e.kind === 'paused') {
      paused.delete(e.check.id);
      paused.set(e.check.id, e.check.name);
    } else if (e.check && e.kind === 'resumed') paused.delete(e.check.id);
    else if (e.kind === 'error-group' && e.error?.trim()) sharedError = e.error;
  }
  return { paused: [...paused].map(([id, name]) => ({ id, name })), sharedError };
}
