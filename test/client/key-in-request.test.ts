// requestHoldsKey alone: the key anywhere but the Authorization header is found, in every part of
// a request that is sent; text that only looks like it is not.
import { describe, expect, it } from 'vitest';
import { requestHoldsKey, starKey } from '../../src/client/key-in-request.js';
import type { RequestSpec } from '../../src/client/types.js';

const KEY = 'vigil_live_0123456789abcdef';
const GET = (extra: Partial<RequestSpec>): RequestSpec => ({ method: 'GET', path: '/v1/checks', ...extra });

describe('requestHoldsKey', () => {
  it.each<[string, RequestSpec]>([
    ['the path', GET({ path: `/v1/checks/${KEY}` })],
    ["the path's own query", GET({ path: `/v1/checks?search=${KEY}` })],
    ['a query value', GET({ query: { search: `x ${KEY} y` } })],
    ['a query list item', GET({ query: { tag: ['a', KEY] } })],
    ['a JSON body, deep', { method: 'POST', path: '/v1/x', body: { updates: [{ description: `down ${KEY}` }] } }],
    ['a raw text body', { method: 'POST', path: '/v1/x', rawBody: `{"name":"${KEY}"}` }],
    ['a raw byte body', { method: 'PUT', path: '/v1/x', rawBody: Buffer.from(`name=${KEY}`) }],
    ['another header', GET({ headers: { 'x-note': KEY } })],
  ])('finds it in %s', (_where, spec) => {
    expect(requestHoldsKey(spec, KEY)).toBe(true);
  });

  it.each<[string, RequestSpec]>([
    ['a request without it', { method: 'POST', path: '/v1/x', query: { limit: 5, on: true }, body: { name: 'down' } }],
    ['a part of it only', GET({ query: { search: KEY.slice(0, -1) } })],
    ['the Authorization header, as `vigil api -H` may set it', GET({ headers: { Authorization: `Bearer ${KEY}` } })],
  ])('does not find it in %s', (_where, spec) => {
    expect(requestHoldsKey(spec, KEY)).toBe(false);
  });

  it('looks for no key shorter than four characters (it would match ordinary text)', () => {
    expect(requestHoldsKey(GET({ query: { search: 'abc' } }), 'abc')).toBe(false);
  });

  it('starKey: each key as as many stars, the rest as it was (the same object when there is none)', () => {
    const stars = '*'.repeat(KEY.length);
    expect(starKey(`a ${KEY} b ${KEY}`, KEY)).toBe(`a ${stars} b ${stars}`);
    const plain = 'nothing here';
    expect(starKey(plain, KEY)).toBe(plain);
    expect(starKey('abc', 'abc')).toBe('abc');
  });
});
