import { describe, expect, it } from 'vitest';
import { recordFacts, triageSummary, withSummary, type TriageFacts } from '../../src/format/incident-summary.js';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const at = (iso: string) => Date.parse(iso);
const none: TriageFacts = { failing: [], paused: [] };

describe('triageSummary', () => {
  const cases: Array<{ name: string; facts: TriageFacts; want: string }> = [
    { name: 'nothing failing', facts: none, want: 'All our checks are passing at the moment.' },
    {
      name: 'one failing check with its start',
      facts: { ...none, failing: [{ name: 'Checkout API', since: at('2026-11-25T09:14:30Z') }] },
      want: 'Our check "Checkout API" is failing since 09:14 UTC. We are looking into it and will post again with news.',
    },
    {
      name: 'several: the earliest start, three names and the rest counted',
      facts: {
        ...none,
        failing: [
          { name: 'A', since: at('2026-11-25T09:30:00Z') },
          { name: 'B', since: at('2026-11-25T08:05:00Z') },
          { name: 'C' },
          { name: 'D' },
          { name: 'E' },
        ],
      },
      want: '5 of our checks are failing since 08:05 UTC: "A", "B", "C" and 2 more. We are looking into it and will post again with news.',
    },
    {
      name: 'thousands counted with separators',
      facts: {
        ...none,
        failing: Array.from({ length: 2879 }, (_, i) => ({ name: `C${i}` })),
        cluster: { name: 'eu-west-3', count: 1204 },
      },
      want: '2,879 of our checks are failing: "C0", "C1", "C2" and 2,876 more. Most of the failures (1,204 checks) are in "eu-west-3". We are looking into it and will post again with news.',
    },
    {
      name: 'a start on another day names the day',
      facts: { ...none, failing: [{ name: 'A', since: at('2026-11-24T23:50:00Z') }, { name: 'B' }] },
      want: '2 of our checks are failing since Nov 24 23:50 UTC: "A" and "B". We are looking into it and will post again with news.',
    },
    {
      name: 'no start known: no since',
      facts: { ...none, failing: [{ name: 'A' }] },
      want: 'Our check "A" is failing. We are looking into it and will post again with news.',
    },
    {
      name: 'cluster, shared error and pauses in order',
      facts: {
        failing: [{ name: 'A' }, { name: 'B' }],
        cluster: { name: 'eu-west-1', count: 2 },
        sharedError: 'connect ECONNREFUSED',
        paused: ['Nightly sync', 'Nightly sync'],
      },
      want: '2 of our checks are failing: "A" and "B". Most of the failures (2 checks) are in "eu-west-1". Our failing test runs report the same error: "connect ECONNREFUSED". We paused "Nightly sync" while we investigate. We are looking into it and will post again with news.',
    },
    {
      name: 'a cluster of one says nothing more',
      facts: { ...none, failing: [{ name: 'A' }], cluster: { name: 'x', count: 1 } },
      want: 'Our check "A" is failing. We are looking into it and will post again with news.',
    },
    {
      name: 'server text: escapes and control characters gone, quotes cannot close ours, lines joined',
      facts: {
        ...none,
        failing: [{ name: 'Pay\u001b[31m "red"\u0007' }],
        sharedError: 'line one\nline\u009b2J two',
      },
      want: `Our check "Pay 'red'" is failing. Our failing test runs report the same error: "line one line two". We are looking into it and will post again with news.`,
    },
    {
      name: 'long server text cut short',
      facts: { ...none, failing: [{ name: 'n'.repeat(100) }] },
      want: `Our check "${'n'.repeat(59)}…" is failing. We are looking into it and will post again with news.`,
    },
  ];
  it.each(cases)('$name', ({ facts, want }) => {
    expect(triageSummary(facts, NOW)).toBe(want);
  });

  it('never holds a control character whatever the server sent', () => {
    const text = triageSummary(
      { failing: [{ name: '\u001b]52;c;aGk=\u0007x' }], paused: ['\u009b1m'], sharedError: '\r\u001bc' },
      NOW,
    );
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});

describe('withSummary', () => {
  it.each([
    { description: '', want: 'S' },
    { description: '  \n', want: 'S' },
    { description: 'We know.\n', want: 'We know.\n\nS' },
  ])('"$description"', ({ description, want }) => {
    expect(withSummary(description, 'S')).toBe(want);
  });
});

describe('recordFacts', () => {
  const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();
  const check = (id: string) => ({ id, name: id.toUpperCase() });

  it('pauses that stand, oldest first; a failed or unknown write and entries older than a day count for nothing', () => {
    const facts = recordFacts(
      [
        { at: at(25 * 60), kind: 'paused', text: 'old', check: check('old') },
        { at: at(50), kind: 'paused', text: 'p', check: check('a') },
        { at: at(45), kind: 'paused', text: 'p', check: check('b') },
        { at: at(40), kind: 'resumed', text: 'r', check: check('b') },
        { at: at(35), kind: 'paused', text: 'p', check: check('c'), outcome: 'failed' },
        { at: at(30), kind: 'paused', text: 'p', check: check('d'), outcome: 'unknown' },
        { at: at(25), kind: 'resumed', text: 'r', check: check('a'), outcome: 'unknown' },
        { at: 'not a time', kind: 'paused', text: 'p', check: check('e') },
      ],
      NOW,
    );
    expect(facts.paused).toEqual([check('a')]);
    expect(facts.sharedError).toBeUndefined();
  });

  it('the error of the error group followed last', () => {
    const facts = recordFacts(
      [
        { at: at(30), kind: 'error-group', text: 'g1', error: 'first' },
        { at: at(20), kind: 'error-group', text: 'g2', error: 'second' },
        { at: at(10), kind: 'error-group', text: 'g3', error: '   ' },
      ],
      NOW,
    );
    expect(facts.sharedError).toBe('second');
  });

  it('end to end: the record read into sentences a status page reader follows, server text made plain', () => {
    const { paused, sharedError } = recordFacts(
      [
        { at: at(9), kind: 'paused', text: 'p', check: { id: 'x', name: 'Nightly\u001b]8;;http://evil\u0007 sync' } },
        { at: at(8), kind: 'error-group', text: 'g', error: 'Timeout "30000ms"\nexceeded\u009b2J' },
      ],
      NOW,
    );
    const text = triageSummary(
      { failing: [{ name: 'Checkout' }], paused: paused.map((p) => p.name), sharedError },
      NOW,
    );
    expect(text).toBe(
      `Our check "Checkout" is failing. Our failing test runs report the same error: "Timeout '30000ms' exceeded". We paused "Nightly sync" while we investigate. We are looking into it and will post again with news.`,
    );
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});
