// The fast path for GET /v1/check-statuses gives exactly zod's answer or none: for any list, it
// either declines (zod then parses, or names what is wrong) or gives what zod gives, key for key;
// it never accepts what zod refuses, and it takes every list of the documented shape.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { array } from '../../../src/client/schemas/array.js';
import { CheckStatusSummary } from '../../../src/client/schemas/checks.js';
import { statusSummaries } from '../../../src/client/schemas/status-summaries.js';

const zodList = array(CheckStatusSummary);

const absent = fc.constant(undefined);
/** Values of every JSON kind, to put where the schema wants another. */
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double({ noNaN: true }),
  fc.string(),
  fc.constant([]),
  fc.constant({}),
);
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: absent }, { weight: 1, arbitrary: anyJson });

/** A status as the server might send it: mostly right, sometimes a field missing or of another kind. */
const status = fc.record(
  {
    checkId: field(fc.uuid()),
    name: field(fc.string()),
    hasFailures: field(fc.boolean()),
    hasErrors: field(fc.boolean()),
    isDegraded: field(fc.boolean()),
    longestRun: field(fc.oneof(fc.integer(), fc.constant(null))),
    shortestRun: field(fc.oneof(fc.integer(), fc.constant(null))),
    lastRunLocation: field(fc.oneof(fc.constantFrom('eu-west-1', 'us-east-1'), fc.constant(null))),
    updated_at: field(fc.oneof(fc.constant('2026-11-28T02:14:00.000Z'), fc.constant(null))),
    lastCheckRunId: field(fc.string()),
    somethingNew: field(fc.string()),
  },
  { requiredKeys: [] },
);

/** A status of exactly the documented shape. */
const documented = fc.record(
  {
    checkId: fc.uuid(),
    name: fc.string(),
    hasFailures: fc.boolean(),
    hasErrors: fc.boolean(),
    isDegraded: fc.boolean(),
    longestRun: fc.oneof(fc.integer(), fc.constant(null)),
    shortestRun: fc.oneof(fc.integer(), fc.constant(null)),
    lastRunLocation: fc.oneof(fc.string(), fc.constant(null)),
    updated_at: fc.oneof(fc.string(), fc.constant(null)),
    lastCheckRunId: fc.string(),
  },
  { requiredKeys: ['checkId'] },
);

/** Objects with their undefined-valued keys removed, as JSON would carry them. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('statusSummaries (the fast path of GET /v1/check-statuses)', () => {
  it('gives exactly what zod gives, or declines; never accepts what zod refuses', () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 6 }), (list) => {
        const data = asJson(list);
        const fast = statusSummaries(data);
        const zod = zodList.safeParse(data);
        if (fast === undefined) return;
        expect(zod.success).toBe(true);
        expect(fast).toStrictEqual(zod.data);
        // The same keys in the same order: what a JSON output of the list would print.
        expect(JSON.stringify(fast)).toBe(JSON.stringify(zod.data));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes every list of the documented shape', () => {
    fc.assert(
      fc.property(fc.array(documented, { maxLength: 6 }), (list) => {
        const data = asJson(list);
        expect(statusSummaries(data)).toStrictEqual(zodList.parse(data));
      }),
      { numRuns: 500 },
    );
  });

  it('declines what is not a list of objects, for zod to name', () => {
    for (const data of [null, {}, 'x', [null], [[]], [{ checkId: 7 }], [{ checkId: 'a', hasFailures: null }]])
      expect(statusSummaries(data), JSON.stringify(data)).toBeUndefined();
  });
});
