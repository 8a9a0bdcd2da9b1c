// VIGIL_TIMEOUT_MS as the commands and the TUI read it.
import { describe, expect, it } from 'vitest';
import { readTimeoutEnv } from '../../src/config/index.js';

describe('readTimeoutEnv', () => {
  it('reads whole milliseconds; unset or empty means the client default', () => {
    expect(readTimeoutEnv({})).toEqual({ ok: true, ms: undefined });
    expect(readTimeoutEnv({ VIGIL_TIMEOUT_MS: '' })).toEqual({ ok: true, ms: undefined });
    expect(readTimeoutEnv({ VIGIL_TIMEOUT_MS: ' 250 ' })).toEqual({ ok: true, ms: 250 });
  });

  it('says what to set instead, the value escaped', () => {
    const setting = readTimeoutEnv({ VIGIL_TIMEOUT_MS: '5s\u001b[2J' });
    expect(setting).toEqual({
      ok: false,
      message:
        'VIGIL_TIMEOUT_MS must be a whole number of milliseconds from 1 to 2147483647, not "5s\\\\x1b[2J": set it as in VIGIL_TIMEOUT_MS=5000, or unset it for the default 15000',
    });
  });
});
