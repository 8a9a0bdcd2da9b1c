import { describe, expect, it } from 'vitest';
import { triageSummary, withSummary, type TriageFacts } from '../../src/format/incident-summary.js';

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
      want: '2 of our checks are failing: "A" and "B". Most of the failures (2 checks) are in "eu-west-1". The failing requests share one error: "connect ECONNREFUSED". We paused "Nightly sync" while we investigate. We are looking into it and will post again with news.',
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
      want: `Our check "Pay 'red'" is failing. The failing requests share one error: "line one line two". We are looking into it and will post again with news.`,
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
