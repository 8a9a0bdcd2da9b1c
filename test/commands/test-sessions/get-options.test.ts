// Table-driven: the options of `test-sessions get` and what is refused before any request.
import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../../helpers/usage-error.js';
import { parseGetOptions } from '../../../src/commands/test-sessions/get-options.js';

const GUID = '0b6f3c2e-8d0a-4c51-9a7e-3f2d1c0b9a88';
const GUID2 = 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff';

const usageError = usageErrorOf;

describe('test-sessions get options', () => {
  it('has defaults', () => {
    expect(parseGetOptions([GUID])).toEqual({
      id: GUID,
      result: undefined,
      errorGroup: undefined,
      errorGroupsLimit: 5,
      fullError: false,
      watch: false,
      output: 'detail',
    });
  });
  it('reads every option', () => {
    expect(parseGetOptions([GUID, '-r', GUID2, '-w', '-o', 'md'])).toMatchObject({
      result: GUID2,
      watch: true,
      output: 'md',
    });
    expect(
      parseGetOptions([GUID, '--error-group', GUID2, '--full-error', '--error-groups-limit', '0', '--output', 'json']),
    ).toMatchObject({
      errorGroup: GUID2,
      fullError: true,
      errorGroupsLimit: 0,
      output: 'json',
    });
  });
  const refused: Array<[string, string[], RegExp]> = [
    ['no ID', [], /give a test session ID/],
    ['two IDs', [GUID, GUID2], /takes one session ID/],
    ['an ID that is not a GUID', ['1234'], /the session ID must be a test session ID \(a GUID/],
    ['a bad --result', [GUID, '--result', 'x'], /--result must be a test session result ID/],
    ['--result with --error-group', [GUID, '-r', GUID2, '--error-group', GUID2], /use one of them/],
    ['a negative --error-groups-limit', [GUID, '--error-groups-limit', '-1'], /--error-groups-limit/],
    ['a huge --error-groups-limit', [GUID, '--error-groups-limit', '1000'], /from 0 to 100/],
    ['an unknown output', [GUID, '-o', 'table'], /one of detail, json, md/],
  ];
  it.each(refused)('refuses %s', (_name, argv, message) => {
    expect(usageError(() => parseGetOptions(argv)).message).toMatch(message);
  });
});
