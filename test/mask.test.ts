import { describe, expect, it } from 'vitest';
import { maskKey, maskKeyShapedWords } from '../src/mask.js';

describe('maskKey', () => {
  it('shows the last four characters of a long key only', () => {
    expect(maskKey('vigil_sandbox_demo_0123456789abcdef')).toBe('...cdef');
    expect(maskKey('short')).toBe('...');
  });
});

describe('maskKeyShapedWords', () => {
  it('masks a word shaped like a key wherever it sits in a message', () => {
    expect(maskKeyShapedWords('unknown command "vigil_sandbox_demo_0123456789abcdef": run vigil --help')).toBe(
      'unknown command "...cdef": run vigil --help',
    );
    expect(maskKeyShapedWords('--from: "cu_0a1b2c3d4e5f60718293a4b5c6d7e8f9" is not a date')).toBe(
      '--from: "...e8f9" is not a date',
    );
  });

  it('leaves GUIDs, paths, option names and ordinary words alone', () => {
    const text =
      'GET /v1/test-sessions/2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091 failed: VIGIL_TIMEOUT_MS, --max-wait-seconds, ERR_STRING_TOO_LONG, 1234567890123456789012345';
    expect(maskKeyShapedWords(text)).toBe(text);
  });
});

describe('maskKeyShapedWords and paths', () => {
  it('leaves a directory of a path alone but masks a key-shaped last segment', () => {
    expect(maskKeyShapedWords('the state file /tmp/vigil-sandbox-bin-B0feR1/state.json is not usable')).toBe(
      'the state file /tmp/vigil-sandbox-bin-B0feR1/state.json is not usable',
    );
    expect(maskKeyShapedWords('404 for GET /v1/checks/vigil_sandbox_demo_b4b094693e0b0e49')).toBe(
      '404 for GET /v1/checks/...0e49',
    );
  });

  it('masks a key typed inside a vigil api path, before other segments', () => {
    expect(maskKeyShapedWords('404 for GET /v1/cu_0a1b2c3d4e5f60718293a4b5c6d7e8f9/checks')).toBe(
      '404 for GET /v1/...e8f9/checks',
    );
  });
});

describe('maskKeyShapedWords and option names', () => {
  it('masks a key typed as an option name, keeping its dashes', () => {
    expect(maskKeyShapedWords('unknown option --cu_0a1b2c3d4e5f60718293a4b5c6d7e8f9: run vigil --help')).toBe(
      'unknown option --...e8f9: run vigil --help',
    );
    expect(maskKeyShapedWords('unknown option -cu_0a1b2c3d4e5f60718293a4b5c6d7e8f9')).toBe('unknown option -...e8f9');
  });
});
