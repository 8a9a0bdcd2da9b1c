import { describe, expect, it } from 'vitest';
import {
  lastTop,
  reviewBody,
  reviewGeometry,
  summaryLines,
  unseenLines,
  REVIEW_CHROME_ROWS,
} from '../../../src/tui/forms/review.js';

describe('review layout', () => {
  it('the summary comes first, labels in one column, long values wrapped under their value', () => {
    const lines = summaryLines(
      [
        { label: 'Status', value: 'MONITORING' },
        { label: 'Public date', value: 'not set: the time the server receives it' },
      ],
      30,
    );
    expect(lines).toEqual([
      'Status       MONITORING',
      'Public date  not set: the time',
      '             the server',
      '             receives it',
    ]);
  });

  it('then the exact request, wrapped to the width (nothing cut); server text is sanitized', () => {
    const body = reviewBody(
      [{ label: 'Notify', value: 'yes\u001b[31m' }],
      { method: 'POST', path: '/v1/x', body: { description: 'a'.repeat(50) } },
      20,
    );
    expect(body[0]).toBe('Notify  yes\\x1b[31m');
    expect(body.slice(1, 4)).toEqual(['', 'The exact request:', 'POST /v1/x']);
    // Where the method and path fit beside the label, they share its row.
    expect(reviewBody([{ label: 'A', value: 'b' }], { method: 'DELETE', path: '/v1/y' }, 40)).toEqual([
      'A  b',
      '',
      'The exact request: DELETE /v1/y',
    ]);
    expect(body.join('')).toContain('a'.repeat(50).slice(0, 20));
    expect(body.every((l) => l.length <= 20)).toBe(true);
  });

  it('room, last top and unseen lines', () => {
    const g = reviewGeometry([], { method: 'DELETE', path: '/v1/y' }, 40, REVIEW_CHROME_ROWS + 2 + 3);
    expect(g).toEqual({ lines: ['DELETE /v1/y'], room: 3 });
    // A form whose review has no heading gives its rows to the body.
    expect(reviewGeometry([], { method: 'DELETE', path: '/v1/y' }, 40, REVIEW_CHROME_ROWS + 3, 0).room).toBe(3);
    const long = { lines: new Array<string>(12).fill(''), room: 5 };
    expect(lastTop(long)).toBe(7);
    expect(unseenLines(0, long)).toBe(7);
    expect(unseenLines(7, long)).toBe(0);
    expect(unseenLines(0, g)).toBe(0);
  });
});
