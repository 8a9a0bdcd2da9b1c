import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJson, reformatJson } from '../../../src/commands/api/json-text.js';

describe('reformatJson', () => {
  it('pretty-prints with two spaces and keeps empty containers short', () => {
    expect(reformatJson('{"a":[1,2],"b":{},"c":[]}', 2)).toBe('{\n  "a": [\n    1,\n    2\n  ],\n  "b": {},\n  "c": []\n}');
  });
  it('compacts, leaving strings alone', () => {
    expect(reformatJson('{ "a" : "x, y: [z]" ,\n "b\\"c" : [ 1 ] }', 0)).toBe('{"a":"x, y: [z]","b\\"c":[1]}');
  });
  it('keeps every digit of big numbers', () => {
    expect(reformatJson('{"id": 12345678901234567890}', 0)).toBe('{"id":12345678901234567890}');
  });
  it('means the same JSON as it was given', () => {
    fc.assert(
      fc.property(fc.json(), fc.constantFrom(0, 2), (text, indent) => {
        expect(JSON.parse(reformatJson(text, indent))).toEqual(JSON.parse(text));
      }),
    );
  });
  it('tells JSON from other text', () => {
    expect(isJson('{"a":1}')).toBe(true);
    expect(isJson('"text"')).toBe(true);
    expect(isJson('<html>')).toBe(false);
    expect(isJson('')).toBe(false);
  });
});
