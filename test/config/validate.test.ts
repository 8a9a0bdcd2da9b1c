import { describe, expect, it } from 'vitest';
import { checkAccountId, checkApiKey, checkBaseUrl, maskKey } from '../../src/config/index.js';
import { checkProfileName } from '../../src/config/validate.js';

describe('checkBaseUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['  http://127.0.0.1:4010  ', 'http://127.0.0.1:4010'],
    ['https://gateway.example.com/monitoring/', 'https://gateway.example.com/monitoring'],
  ])('accepts %j as %j', (input, value) => {
    expect(checkBaseUrl(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', /is empty/],
    ['api.example.com', /not a valid URL|must start with https/],
    ['ftp://api.example.com', /must start with https:\/\/ or http:\/\//],
    ['https://me:secret@api.example.com', /user name or password/],
    ['https://api.example.com?x=1', /query/],
    ['https://api.example.com/v1', /must not end in \/v1/],
    ['http://', /not a valid URL/],
  ])('refuses %j with a sentence saying what to give', (input, message) => {
    const result = checkBaseUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(message);
      if (input.includes('secret')) expect(result.message).not.toContain('secret');
    }
  });
});

describe('checkAccountId', () => {
  it('accepts a GUID in any case and stores it in lower case', () => {
    expect(checkAccountId('3FA85F64-5717-4562-B3FC-2C963F66AFA6')).toEqual({
      ok: true,
      value: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    });
  });
  it.each(['123', '3fa85f64-5717-4562-b3fc-2c963f66afa', 'g'.repeat(36), '{3fa85f64-5717-4562-b3fc-2c963f66afa6}'])(
    'refuses %j',
    (input) => {
      const result = checkAccountId(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/is not a GUID: give one like/);
    },
  );
});

describe('checkApiKey', () => {
  it('trims and accepts a key', () => expect(checkApiKey(' abc \n')).toEqual({ ok: true, value: 'abc' }));
  it('refuses an empty key or one with control characters', () => {
    expect(checkApiKey('   ').ok).toBe(false);
    expect(checkApiKey('abc\u0000def').ok).toBe(false);
    expect(checkApiKey('abc\r\nX-Evil: 1').ok).toBe(false);
  });
});

describe('checkProfileName', () => {
  it.each(['default', 'work', 'prod-eu.2', 'A_b'])('accepts %j', (name) =>
    expect(checkProfileName(name).ok).toBe(true),
  );
  it.each(['', '__proto__', '.hidden', 'a/b', 'x'.repeat(65), 'a b'])('refuses %j', (name) =>
    expect(checkProfileName(name).ok).toBe(false),
  );
});

describe('maskKey', () => {
  it('shows only the last four characters of a long key', () => {
    expect(maskKey('sk_live_0123456789abcd')).toBe('...abcd');
  });
  it('shows nothing of a short key, where four characters would give too much away', () => {
    expect(maskKey('abcdefgh')).toBe('...');
  });
});
