import { describe, expect, it } from 'vitest';
import { InvalidPathError, VigilError } from '../../src/client/errors.js';
import { checkPath, encodeQuery, parseBaseUrl, requestTarget, segment } from '../../src/client/url.js';

describe('base URL', () => {
  it('splits origin and path prefix', () => {
    expect(parseBaseUrl('https://api.example.com')).toEqual({ origin: 'https://api.example.com', prefix: '' });
    expect(parseBaseUrl('http://127.0.0.1:4010/')).toEqual({ origin: 'http://127.0.0.1:4010', prefix: '' });
    expect(parseBaseUrl('https://gw.example.com/monitoring/api/')).toEqual({
      origin: 'https://gw.example.com',
      prefix: '/monitoring/api',
    });
  });

  it.each([
    'not a url',
    'ftp://x.example',
    'https://user:pw@x.example',
    'https://x.example/?a=1',
    'https://x.example/#f',
  ])('refuses %s', (url) => {
    expect(() => parseBaseUrl(url)).toThrow(VigilError);
  });
});

describe('paths and queries', () => {
  const base = parseBaseUrl('https://gw.example.com/api');

  it('joins the endpoint to the prefix and appends the query', () => {
    expect(requestTarget(base, '/v1/checks', { page: 2, limit: 10 })).toBe('/api/v1/checks?page=2&limit=10');
    expect(requestTarget(base, '/v1/checks?limit=5', { page: 2 })).toBe('/api/v1/checks?limit=5&page=2');
    expect(requestTarget(base, '/v1/checks')).toBe('/api/v1/checks');
  });

  it('sends arrays as repeated keys, booleans as words, and leaves undefined out', () => {
    expect(encodeQuery({ statuses: ['FAILED', 'PASSED'], noUsers: true, nextId: undefined, textSearch: 'a b&c' })).toBe(
      'statuses=FAILED&statuses=PASSED&noUsers=true&textSearch=a%20b%26c',
    );
    expect(encodeQuery(undefined)).toBe('');
  });

  it.each([
    ['https://evil.example/v1/checks', 'full URL'],
    ['//evil.example/v1/checks', '//'],
    ['/\\evil.example', '//'],
    ['v1/checks', 'start with /'],
    ['/v1/checks with space', 'spaces'],
    ['/v1/checks\r\nX: y', 'control'],
    ['/v1/checks#frag', 'fragment'],
  ])('refuses %j as a path', (path, why) => {
    expect(() => checkPath(path)).toThrow(InvalidPathError);
    expect(() => checkPath(path)).toThrow(why);
  });

  it('encodes ids so they stay one path segment', () => {
    expect(segment('a/b?c')).toBe('a%2Fb%3Fc');
    expect(segment('..')).toBe('%2E%2E');
    expect(segment(42)).toBe('42');
    expect(() => segment('')).toThrow(InvalidPathError);
  });
});
