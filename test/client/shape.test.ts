import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ResponseShapeError } from '../../src/client/errors.js';
import { array } from '../../src/client/schemas/array.js';
import { CheckStatusSummary } from '../../src/client/schemas/checks.js';
import { statusSummaries } from '../../src/client/schemas/status-summaries.js';
import { formatFieldPath, parseJsonBody, parseShape, withFastPath } from '../../src/client/shape.js';

const request = { method: 'GET', path: '/v1/checks' };
const Checks = z.array(z.looseObject({ id: z.string(), name: z.string(), tags: z.array(z.string()).optional() }));

function shapeError(fn: () => unknown): ResponseShapeError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ResponseShapeError) return e;
    throw e;
  }
  throw new Error('no error thrown');
}

describe('response shapes', () => {
  it('formats field paths', () => {
    expect(formatFieldPath([0, 'name'])).toBe('[0].name');
    expect(formatFieldPath(['members', 2, 'email'])).toBe('members[2].email');
    expect(formatFieldPath(['a-b'])).toBe('["a-b"]');
    expect(formatFieldPath([])).toBe('');
  });

  it('names the endpoint and the first wrong field', () => {
    const e = shapeError(() => parseShape(Checks, [{ id: 'x', name: 1 }], request));
    expect(e.message).toBe(
      'The server answered GET /v1/checks with an unexpected shape: [0].name expected string, got number',
    );
    expect(e.fieldPath).toBe('[0].name');
  });

  it('says when a required field is missing and when the whole body is wrong', () => {
    expect(shapeError(() => parseShape(Checks, [{ id: 'x' }], request)).message).toContain(
      '[0].name is missing (expected string)',
    );
    expect(shapeError(() => parseShape(Checks, { items: [] }, request)).message).toContain(
      'shape: expected array, got object',
    );
    expect(shapeError(() => parseShape(Checks, [{ id: 'x', name: 'n', tags: [1] }], request)).message).toContain(
      '[0].tags[0] expected string, got number',
    );
  });

  it('keeps unknown fields and returns parsed data', () => {
    expect(parseShape(Checks, [{ id: 'x', name: 'n', extra: true }], request)).toEqual([
      { id: 'x', name: 'n', extra: true },
    ]);
  });

  it('refuses a body that is not JSON', () => {
    expect(shapeError(() => parseJsonBody('<html></html>', request)).message).toContain('expected JSON, got HTML');
    expect(shapeError(() => parseJsonBody('', request)).message).toContain('expected JSON, got an empty body');
    expect(parseJsonBody('[1]', request)).toEqual([1]);
  });
});

describe('withFastPath', () => {
  it('answers through the fast path when it takes the data, through the schema (and its error) when not', async () => {
    const schema = await withFastPath(async () => array(CheckStatusSummary), statusSummaries)();
    const parsable = schema as unknown as { safeParse: (d: unknown) => { success: boolean; error?: unknown } };
    expect(parsable.safeParse([{ checkId: 'a' }])).toEqual({
      success: true,
      data: [{ checkId: 'a', hasFailures: false, hasErrors: false, isDegraded: false }],
    });
    const refused = parsable.safeParse([{ checkId: 'a', hasErrors: 'yes' }]);
    expect(refused.success).toBe(false);
    expect(String(refused.error)).toMatch(/hasErrors/);
  });
});
