// Test sessions as the Sessions screen of the TUI shows them, beyond what it shares with the
// plain commands: a session's progress, and a result's sections
// (assertions, request, response, errors) as lines with a tone. The filter form's checks are in
// `session-filters.ts`. Every string returned is sanitized.
import { resultSections, type ResultDetailLike } from './result-detail.js';
import type { StatusTone } from './status.js';

/** How far a session has got: "3 of 8 results done". */
export function resultProgress(results: readonly { status?: string | null }[]): string {
  const done = results.filter((r) => r.status?.toUpperCase() !== 'RUNNING').length;
  return `${done} of ${results.length} result${results.length === 1 ? '' : 's'} done`;
}

export type LineTone = StatusTone | 'heading' | 'muted' | 'error';

export interface ToneLine {
  text: string;
  tone?: LineTone;
}

/**
 * Response and request bodies are shown up to this many lines; the log has the rest.
 * @internal exported for its unit test only
 */
export const BODY_LINES = 40;

/**
 * Why a result failed, as the lines of the result screen: the sections of `resultSections`
 * (an API result's assertions, request error, request and response; a browser, multi-step or
 * Playwright result's errors), each under a heading. Empty when there is nothing.
 */
export function resultSectionLines(result: ResultDetailLike): ToneLine[] {
  const sections = resultSections(result, {
    bodyLines: BODY_LINES,
    moreLines: (n) => `(${n} more lines)`,
    counts: true,
  });
  return sections.flatMap((s): ToneLine[] => [
    { text: '' },
    { text: s.title, tone: 'heading' },
    ...s.lines.map((l): ToneLine => {
      const text = `  ${l.mark ? `${l.mark.padEnd(4)}  ` : ''}${l.text}`;
      const tone = l.muted ? 'muted' : l.tone;
      return tone ? { text, tone } : { text };
    }),
  ]);
}
