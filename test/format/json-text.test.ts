import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJson, jsonMemberText, reformatJson } from '../../src/format/json-text.js';

describe('reformatJson', () => {
  it('pretty-prints with two spaces and keeps empty containers short', () => {
    expect(reformatJson('{"a":[1,2],"b":{},"c":[]}', 2)).toBe(
      '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {},\n  "c": []\n}',
    );
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

describe('jsonMemberText', () => {
  it('finds a member of an object, written as it was', () => {
    const text = '{ "length" : 2, "entries":[{"z":1,"a":12345678901234567890}, "x\\"}"] ,"nextId":null}';
    expect(jsonMemberText(text, 'entries')).toBe('[{"z":1,"a":12345678901234567890}, "x\\"}"]');
    expect(jsonMemberText(text, 'length')).toBe('2');
    expect(jsonMemberText(text, 'nextId')).toBe('null');
    expect(jsonMemberText(text, 'missing')).toBeUndefined();
    expect(jsonMemberText('[1]', 'entries')).toBeUndefined();
  });
  it('gives the same value as parsing, for any object and layout', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.constantFrom(0, 2), (object, indent) => {
        const text = JSON.stringify(object, null, indent);
        for (const key of Object.keys(object)) {
          expect(JSON.parse(jsonMemberText(text, key)!)).toEqual(JSON.parse(JSON.stringify(object[key])));
        }
      }),
    );
  });
});
