import { describe, expect, it } from 'vitest';
import { keyAsSent, parseQueryString } from '../../../src/sandbox/http/query.js';

describe('parseQueryString', () => {
  it('folds repeated and bracketed keys into arrays', () => {
    const q = parseQueryString('?a=1&b[]=2&b[]=3&c=4&c=5');
    expect({ ...q }).toEqual({ a: '1', b: ['2', '3'], c: ['4', '5'] });
    expect(keyAsSent(q, 'b')).toBe('b[]');
    expect(keyAsSent(q, 'a')).toBe('a');
  });

  it('keeps __proto__ and constructor as plain keys: no prototype is touched', () => {
    const q = parseQueryString('?__proto__[]=x&constructor=y&__proto__[polluted]=1');
    expect(Object.getPrototypeOf(q)).toBe(Object.prototype);
    expect(Object.keys(q)).toEqual(['__proto__', 'constructor', '__proto__[polluted]']);
    expect(Object.getOwnPropertyDescriptor(q, '__proto__')?.value).toEqual(['x']);
    expect(q.constructor).toBe('y');
    expect(keyAsSent(q, '__proto__')).toBe('__proto__[]');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers an empty object for no query', () => {
    expect(Object.keys(parseQueryString(''))).toEqual([]);
    expect(Object.keys(parseQueryString('?'))).toEqual([]);
  });
});
