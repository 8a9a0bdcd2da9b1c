// The checks of the test-session filters, shared by `test-sessions list` and the filter form.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Guid } from '../../src/client/schemas/helpers.js';
import {
  guidError,
  parseFilterTime,
  parseTimeAgo,
  quoted,
  searchLengthError,
  splitValues,
  timeOrderError,
} from '../../src/format/session-filters.js';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const NOW_S = NOW / 1000;

describe('parseTimeAgo', () => {
  it.each([
    ['45s', 45_000],
    ['30m', 1_800_000],
    ['2h', 7_200_000],
    ['7d', 7 * 86_400_000],
    ['1w', 7 * 86_400_000],
    ['2H', 7_200_000],
    [' 2 h ', 7_200_000],
    ['2h ago', 7_200_000],
  ])('reads %j as %d ms back', (text, ms) => {
    expect(parseTimeAgo(text)).toBe(ms);
  });

  it.each(['', 'h', '2', '2x', '-2h', '2.5h', 'two hours', '2h later'])('refuses %j', (text) => {
    expect(parseTimeAgo(text)).toBeNull();
  });
});

describe('parseFilterTime', () => {
  it('turns a time ago into Unix seconds before now', () => {
    expect(parseFilterTime('2h', NOW)).toEqual({ seconds: NOW_S - 7200 });
    expect(parseFilterTime('30m ago', NOW)).toEqual({ seconds: NOW_S - 1800 });
  });

  it('reads ISO dates and Unix seconds as the plain command does', () => {
    expect(parseFilterTime('2024-05-01', NOW)).toEqual({ seconds: Date.parse('2024-05-01T00:00:00Z') / 1000 });
    expect(parseFilterTime('2024-05-01T10:30Z', NOW)).toEqual({ seconds: Date.parse('2024-05-01T10:30:00Z') / 1000 });
    expect(parseFilterTime('1714560000', NOW)).toEqual({ seconds: 1714560000 });
  });

  it("keeps the date parser's precise words for a bad date or milliseconds", () => {
    expect(parseFilterTime('2024-02-31', NOW)).toEqual({ error: '"2024-02-31" is not a real date' });
    expect(parseFilterTime('1714560000000', NOW)).toEqual({
      error: '1714560000000 looks like milliseconds; give Unix seconds',
    });
  });

  it('names every accepted form for anything else, escaped', () => {
    const result = parseFilterTime('yesterday\u001b[2J', NOW);
    expect(result).toEqual({
      error:
        '"yesterday\\x1b[2J" is not a time: use a time ago (30m, 2h, 7d), an ISO date (2024-05-01, 2024-05-01T14:00Z) or Unix seconds',
    });
  });
});

describe('searchLengthError', () => {
  it('accepts 3 to 200 characters', () => {
    expect(searchLengthError('abc')).toBeUndefined();
    expect(searchLengthError('x'.repeat(200))).toBeUndefined();
  });

  it('says how long the text is when it is not', () => {
    expect(searchLengthError('ab')).toBe('must be 3 to 200 characters long (this one has 2)');
    expect(searchLengthError('x'.repeat(201))).toBe('must be 3 to 200 characters long (this one has 201)');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(searchLengthError('🚦🚦')).toBe('must be 3 to 200 characters long (this one has 2)');
  });
});

describe('splitValues', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(splitValues(' main, release/1.2,,main , ')).toEqual(['main', 'release/1.2']);
    expect(splitValues('')).toEqual([]);
  });
});

describe('guidError', () => {
  const GUID = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
  it('accepts a GUID, with space around it', () => {
    expect(guidError(GUID, 'an ID')).toBeUndefined();
    expect(guidError(` ${GUID} `, 'an ID')).toBeUndefined();
  });

  it('names what was wanted and quotes what was typed, escaped and cut', () => {
    expect(guidError('nope', 'a test-session error group ID')).toBe(
      'must be a test-session error group ID (a GUID: 8-4-4-4-12 hex digits), not "nope"',
    );
    expect(guidError('x\u001b[2J', 'an ID')).toBe('must be an ID (a GUID: 8-4-4-4-12 hex digits), not "x\\\\x1b[2J"');
    expect(quoted('y'.repeat(41))).toBe(`"${'y'.repeat(37)}..."`);
  });
});

describe('timeOrderError', () => {
  it('is undefined when from is before to, else names both ends as the caller calls them', () => {
    expect(
      timeOrderError({ seconds: 1, text: '1' }, { seconds: 2, text: '2' }, { from: '--from', to: '--to' }),
    ).toBeUndefined();
    expect(timeOrderError({ seconds: 2, text: '1h' }, { seconds: 2, text: '2h' }, { from: 'From', to: 'To' })).toBe(
      'From must be before To (1h is not before 2h)',
    );
  });
});

describe('guidError and the Guid schema', () => {
  it('accept and refuse the same texts', () => {
    const hex = '0123456789abcdefABCDEF';
    const pick = (n: number) => fc.string({ unit: fc.constantFrom(...hex, 'g', '-', ' '), minLength: n, maxLength: n });
    const guidLike = fc.tuple(pick(8), pick(4), pick(4), pick(4), pick(12)).map((parts) => parts.join('-'));
    fc.assert(
      fc.property(fc.oneof(guidLike, fc.string({ maxLength: 40 })), (text) => {
        expect(guidError(text, 'an ID') === undefined).toBe(Guid.safeParse(text.trim()).success);
      }),
      { numRuns: 3000 },
    );
    expect(guidError(' 3f2c1a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60 ', 'an ID')).toBeUndefined();
  });
});
