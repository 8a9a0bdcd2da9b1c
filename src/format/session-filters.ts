// The checks of the test-session filters, one set for `vigil test-sessions list` (which wraps a
// message into a usage error after the option's name) and the Sessions screen's filter form
// (which shows it after the field's name). A check returns the rest of the sentence, or
// undefined when the value is fine. Typed text is echoed sanitized.
import { sanitizeLine } from '../sanitize.js';
import { parseTimeInput } from './time.js';

/** A typed value as an error message quotes it: escaped, in quotes, cut after 40 characters. */
export function quoted(text: string): string {
  return JSON.stringify(sanitizeLine(text.length > 40 ? `${text.slice(0, 37)}...` : text));
}

const SEARCH_MIN = 3;
const SEARCH_MAX = 200;

/** The server's rule for `textSearch` (3 to 200 characters). */
export function searchLengthError(text: string): string | undefined {
  const length = [...text].length;
  if (length >= SEARCH_MIN && length <= SEARCH_MAX) return undefined;
  return `must be ${SEARCH_MIN} to ${SEARCH_MAX} characters long (this one has ${length})`;
}

/**
 * What the Guid schema accepts (zod's GUID pattern; test/format/session-filters.test.ts holds
 * the two together), without loading zod when a command starts: it loads while the command's
 * request is on its way instead (src/client/resources.ts).
 */
const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** `what` names the ID: "a test-session error group ID". Space around the GUID is allowed. */
export function guidError(text: string, what: string): string | undefined {
  if (GUID.test(text.trim())) return undefined;
  return `must be ${what} (a GUID: 8-4-4-4-12 hex digits), not ${quoted(text)}`;
}

export interface TypedTime {
  /** Unix seconds. */
  seconds: number;
  /** The time as typed. */
  text: string;
}

/** The whole sentence, since it names both ends: `names` are the option or field names. */
export function timeOrderError(
  from: TypedTime,
  to: TypedTime,
  names: { from: string; to: string },
): string | undefined {
  if (from.seconds < to.seconds) return undefined;
  return `${names.from} must be before ${names.to} (${sanitizeLine(from.text)} is not before ${sanitizeLine(to.text)})`;
}

const UNIT_MS: Record<string, number> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
};

/**
 * "30m", "2h", "7d", "1w", "45s" (an optional "ago" after it): milliseconds back, or null.
 * @internal exported for its unit test only
 */
export function parseTimeAgo(text: string): number | null {
  const match = /^(\d{1,6})\s*([smhdw])(?:\s+ago)?$/i.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * UNIT_MS[match[2]!.toLowerCase()]!;
}

/**
 * A time typed into the filter form: a time ago ("2h"), an ISO 8601 date or date-time, or Unix
 * seconds. Returns Unix seconds or an error sentence (without the field name). The plain
 * command takes no time ago: its next-page command repeats --from and --to as typed, and "2h"
 * would mean another time by then.
 */
export function parseFilterTime(text: string, now: number): { seconds: number } | { error: string } {
  const ago = parseTimeAgo(text);
  if (ago !== null) return { seconds: Math.floor((now - ago) / 1000) };
  const parsed = parseTimeInput(text);
  if ('seconds' in parsed) return parsed;
  // A typo in a date keeps the date parser's precise words; anything else gets every form named.
  if (/^\d{4}-/.test(text.trim()) || /^\d+$/.test(text.trim())) return parsed;
  return {
    error:
      `"${sanitizeLine(text.trim())}" is not a time: use a time ago (30m, 2h, 7d), an ISO date (2024-05-01, ` +
      `2024-05-01T14:00Z) or Unix seconds`,
  };
}

/** "main, release/1.2" -> ["main", "release/1.2"]: several values typed into one field. */
export function splitValues(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    ),
  ];
}
