// What the review shows and how much of it fits: the form's summary in words first (the fields
// that are easy to miss in JSON: status, notify, date), then the exact request, wrapped to the
// width. The review scrolls; the send key works once every line has been on screen, so nothing
// is sent that was never shown. Lines are few on purpose (short JSON members on one line, the
// request's first line labelled in place): a usual review fits 80x24, so reading it all costs no key.
import { sanitizeLine } from '../../sanitize.js';
import { displayWidth, wrapCells } from '../../format/width.js';
import { requestLines, type FormRequest } from './request.js';

/** One line of the summary: a label and its value in words. */
export interface SummaryLine {
  label: string;
  value: string;
}

/**
 * Rows of the form's box that are neither review body nor the screen's heading: the review's
 * title with its position, and the question (two rows).
 * @internal exported for its unit test only
 */
export const REVIEW_CHROME_ROWS = 3;
/** The heading's rows unless the form says otherwise: a title and the gap under it. */
const HEADING_ROWS = 2;

export interface ReviewGeometry {
  /** Every line of the review body, wrapped to the width. */
  lines: readonly string[];
  /** How many of them fit on screen at once. */
  room: number;
}

/** Words on lines of at most `width` cells; a word longer than a line is cut into pieces (never dropped). */
function wrapWords(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ').flatMap((w) => wrapCells(w, width))) {
    const candidate = line ? `${line} ${word}` : word;
    if (displayWidth(candidate) <= width) line = candidate;
    else {
      if (line) out.push(line);
      line = word;
    }
  }
  return [...out, line];
}

/**
 * `Status       IDENTIFIED`: labels padded to one column, values sanitized and wrapped under it.
 * @internal exported for its unit test only
 */
export function summaryLines(summary: readonly SummaryLine[], width: number): string[] {
  if (summary.length === 0) return [];
  const labelWidth = Math.max(...summary.map((s) => s.label.length)) + 2;
  const valueWidth = Math.max(8, width - labelWidth);
  return summary.flatMap(({ label, value }) =>
    wrapWords(sanitizeLine(value), valueWidth).map(
      (row, i) => (i === 0 ? label.padEnd(labelWidth) : ' '.repeat(labelWidth)) + row,
    ),
  );
}

/**
 * The body of the review: summary, a blank line, then the request as it will be sent.
 * @internal exported for its unit test only
 */
export function reviewBody(summary: readonly SummaryLine[], request: FormRequest | null, width: number): string[] {
  const head = summaryLines(summary, width);
  const lines = request ? requestLines(request, width) : ['(the values do not make a request)'];
  if (head.length === 0) return lines.flatMap((l) => wrapCells(l, width));
  // The label goes in front of the method and path when they fit beside it: a row saved.
  const [first = '', ...rest] = lines;
  const labelled = `The exact request: ${first}`;
  const start = displayWidth(labelled) <= width ? [labelled] : ['The exact request:', first];
  return [...head, '', ...[...start, ...rest].flatMap((l) => wrapCells(l, width))];
}

/** The review's lines and room in the form's box of `height` rows, under a heading of `headingRows`. */
export function reviewGeometry(
  summary: readonly SummaryLine[],
  request: FormRequest | null,
  width: number,
  height: number,
  headingRows = HEADING_ROWS,
): ReviewGeometry {
  return {
    lines: reviewBody(summary, request, width),
    room: Math.max(1, height - headingRows - REVIEW_CHROME_ROWS),
  };
}

/** The highest first line the review can scroll to. */
export function lastTop(geometry: ReviewGeometry): number {
  return Math.max(0, geometry.lines.length - geometry.room);
}

/** Lines below the furthest point the review was scrolled to: 0 once everything was on screen. */
export function unseenLines(seenTop: number, geometry: ReviewGeometry): number {
  return Math.max(0, geometry.lines.length - (seenTop + geometry.room));
}
