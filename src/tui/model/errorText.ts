// The words for an error shown in place: status, message and what to do.
import { RateLimitedError } from '../../client/errors.js';
import { describeError } from '../../client/describe-error.js';
import { sanitizeLine } from '../../sanitize.js';
import { displayWidth, truncate, wrapCells } from '../../format/width.js';
import { maskKeyShapedWords } from '../../mask.js';

export function errorLine(error: unknown): string {
  let text: string;
  try {
    text = describeError(error);
  } catch {
    text = error instanceof Error ? error.message : String(error);
  }
  // A key pasted into a field the server then names in its error is not drawn back whole.
  return sanitizeLine(maskKeyShapedWords(text));
}

export function retryLine(error: unknown, retryAt: number | undefined, now: number): string | undefined {
  if (!(error instanceof RateLimitedError) || retryAt === undefined) return undefined;
  const seconds = Math.max(0, Math.ceil((retryAt - now) / 1000));
  return `Retrying by itself in ${seconds}s.`;
}

/** The most lines an error shown in place takes; the rest of its sentence is cut with an ellipsis. */
const ERROR_LINES = 4;

/** Words into rows of at most `width` cells; a word longer than a row is cut across rows (a URL). */
function wrapWords(text: string, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(' ')) {
    const candidate = row ? `${row} ${word}` : word;
    if (displayWidth(candidate) <= width) {
      row = candidate;
      continue;
    }
    if (row) rows.push(row);
    const parts = wrapCells(word, width);
    rows.push(...parts.slice(0, -1));
    row = parts.at(-1) ?? '';
  }
  if (row) rows.push(row);
  return rows;
}

/**
 * The rows an error takes in place, as drawn: `ERROR <what happened, what to do>` wrapped to the
 * width, at most `max` rows (the last cut with an ellipsis). Screens size their content by these
 * very rows, so an error can never push a frame past the terminal or squeeze rows into each other.
 */
export function errorRows(error: unknown, width: number, max = ERROR_LINES): string[] {
  const room = Math.max(8, width);
  const rows = wrapWords(`ERROR ${errorLine(error)}`, room);
  if (rows.length <= max) return rows;
  const kept = rows.slice(0, max);
  kept[max - 1] = truncate(`${kept[max - 1]} ${rows[max]}`, room);
  return kept;
}

/** Rows of an error in place with its retry line (a 429 waited out), 0 with no error. */
export function errorHeight(error: unknown, retryAt: number | undefined, width: number): number {
  if (!error) return 0;
  return (
    errorRows(error, width, retryAt !== undefined && error instanceof RateLimitedError ? ERROR_LINES - 1 : ERROR_LINES)
      .length + (retryAt !== undefined && error instanceof RateLimitedError ? 1 : 0)
  );
}
