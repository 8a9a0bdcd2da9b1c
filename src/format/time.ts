// Times and durations as an on-call engineer reads them: relative for "how long ago", absolute
// UTC where text outlives the moment (Markdown pasted into an incident document).

import { sanitizeLine } from '../sanitize.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Milliseconds since the epoch, or null when the value is missing or not a date. */
function toMillis(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** "just now", "45s ago", "4m ago", "3h ago", "6d ago"; older than 30 days: the date. */
export function relativeTime(iso: string | null | undefined, now: number): string {
  const at = toMillis(iso);
  if (at === null) return '-';
  const diff = now - at;
  if (diff < 0) {
    // Clocks disagree a little all the time; only a real future time is worth saying.
    return -diff < MINUTE ? 'just now' : `in ${shortSpan(-diff)}`;
  }
  if (diff < 10 * SECOND) return 'just now';
  if (diff >= 30 * DAY) return new Date(at).toISOString().slice(0, 10);
  return `${shortSpan(diff)} ago`;
}

// One unit, rounded down: enough to tell "minutes" from "days" at a glance.
function shortSpan(ms: number): string {
  if (ms < MINUTE) return `${Math.floor(ms / SECOND)}s`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h`;
  return `${Math.floor(ms / DAY)}d`;
}

/** "850ms", "12.3s", "4m 05s", "1h 02m", "3d 04h"; "-" when unknown. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '-';
  if (ms < SECOND) return `${Math.round(ms)}ms`;
  if (ms < MINUTE) {
    const tenths = Math.floor(ms / 100) / 10;
    return `${tenths.toFixed(1)}s`;
  }
  const two = (n: number) => String(n).padStart(2, '0');
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m ${two(Math.floor((ms % MINUTE) / SECOND))}s`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h ${two(Math.floor((ms % HOUR) / MINUTE))}m`;
  return `${Math.floor(ms / DAY)}d ${two(Math.floor((ms % DAY) / HOUR))}h`;
}

/** How long something ran: stopped - started, or now - started while it still runs. */
export function elapsedMs(
  startedAt: string | null | undefined,
  stoppedAt: string | null | undefined,
  now: number,
): number | null {
  const start = toMillis(startedAt);
  if (start === null) return null;
  const stop = toMillis(stoppedAt) ?? now;
  return Math.max(0, stop - start);
}

/** "2024-05-01 14:03:22 UTC": absolute, unambiguous across time zones. */
export function formatTimestamp(iso: string | null | undefined): string {
  const at = toMillis(iso);
  if (at === null) return '-';
  return `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * A time typed by a person (`--from`, the filter form): an ISO 8601 date or date-time, or Unix
 * seconds. Returns Unix seconds, or an error sentence. A date-time without a zone is UTC, so the
 * same command means the same thing on every machine.
 */
export function parseTimeInput(text: string): { seconds: number } | { error: string } {
  const value = text.trim();
  // What was typed is echoed in the error, escaped: it may hold control characters.
  const shown = sanitizeLine(text);
  if (/^\d+$/.test(value)) {
    // Thirteen digits is a millisecond timestamp pasted from a log: say so instead of
    // silently asking for a date thousands of years away.
    if (value.length >= 12) return { error: `${value} looks like milliseconds; give Unix seconds` };
    return { seconds: Number(value) };
  }
  const match = ISO_DATE.exec(value);
  if (!match) return { error: `"${shown}" is not an ISO date (2024-05-01, 2024-05-01T14:00Z) or Unix seconds` };
  const [, year, month, day, hour, minute, second, zone] = match;
  // Date.parse rolls 2024-02-31 over to March; a typo should be refused instead.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number(month) < 1 || Number(month) > 12 || calendar.getUTCDate() !== Number(day)) {
    return { error: `"${shown}" is not a real date` };
  }
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) {
    return { error: `"${shown}" is not a real time of day` };
  }
  let normalized = value.replace(' ', 'T');
  if (hour === undefined) normalized += 'T00:00:00Z';
  else if (zone === undefined) normalized += 'Z';
  const ms = Date.parse(normalized);
  if (Number.isNaN(ms)) return { error: `"${shown}" is not a real date` };
  return { seconds: Math.floor(ms / 1000) };
}

/** The clock for a command: `VIGIL_NOW` (ISO) pins it for golden tests and reproducible output. */
export function nowFrom(env: NodeJS.ProcessEnv): number {
  const pinned = toMillis(env.VIGIL_NOW);
  return pinned ?? Date.now();
}
