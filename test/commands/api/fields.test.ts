// Table-driven: how -F fields become query parameters for GET and DELETE (the bracketed form the
// service's own CLI sends) and what goes on the wire.
import { describe, expect, it } from 'vitest';
import { fieldsToQuery, parseField, type QueryParams } from '../../../src/commands/api/fields.js';
import { encodeQuery } from '../../../src/client/url.js';

const query = (...args: string[]): QueryParams => fieldsToQuery(args.map(parseField));
/** The query string as sent, brackets shown decoded so the table reads as the issue writes it. */
const wire = (...args: string[]): string => decodeURIComponent(encodeQuery(query(...args)));

describe('fieldsToQuery', () => {
  const cases: Array<[string, string[], QueryParams, string]> = [
    ['a string', ['limit=5'], { limit: '5' }, 'limit=5'],
    ['a JSON number, boolean', ['n:=5', 'on:=false'], { n: '5', on: 'false' }, 'n=5&on=false'],
    ['a JSON string', ['s:="a b"'], { s: 'a b' }, 's=a b'],
    ['a list', ['ids:=[1,2]'], { 'ids[]': ['1', '2'] }, 'ids[]=1&ids[]=2'],
    ['a list under a key typed with []', ['ids[]:=[1,2]'], { 'ids[]': ['1', '2'] }, 'ids[]=1&ids[]=2'],
    ['a list of strings', ['tags:=["a","b c"]'], { 'tags[]': ['a', 'b c'] }, 'tags[]=a&tags[]=b c'],
    ['an object', ['o:={"a":1}'], { 'o[a]': '1' }, 'o[a]=1'],
    ['an object with several members', ['o:={"a":1,"b":"x"}'], { 'o[a]': '1', 'o[b]': 'x' }, 'o[a]=1&o[b]=x'],
    ['a nested object', ['o:={"a":{"b":true}}'], { 'o[a][b]': 'true' }, 'o[a][b]=true'],
    [
      'a list inside an object, by position',
      ['o:={"a":[1,2]}'],
      { 'o[a][0]': '1', 'o[a][1]': '2' },
      'o[a][0]=1&o[a][1]=2',
    ],
    [
      'a list of objects, by position',
      ['l:=[{"a":1},{"a":2}]'],
      { 'l[0][a]': '1', 'l[1][a]': '2' },
      'l[0][a]=1&l[1][a]=2',
    ],
    ['nested keys as typed', ['a[b]=c'], { 'a[b]': 'c' }, 'a[b]=c'],
    ['repeated [] keys', ['tags[]=x', 'tags[]=y'], { 'tags[]': ['x', 'y'] }, 'tags[]=x&tags[]=y'],
    ['null sends nothing', ['x:=null'], {}, ''],
    ['nulls in a list are left out', ['ids:=[1,null,2]'], { 'ids[]': ['1', '2'] }, 'ids[]=1&ids[]=2'],
    ['an empty list or object sends nothing', ['a:=[]', 'o:={}'], {}, ''],
  ];
  it.each(cases)('%s', (_name, args, expected, onWire) => {
    expect(query(...args)).toEqual(expected);
    expect(wire(...args)).toBe(onWire);
  });

  it('adds to the endpoint query already parsed', () => {
    expect(fieldsToQuery([parseField('ids:=[3]')], { ids: '1' })).toEqual({ ids: '1', 'ids[]': '3' });
  });

  it('percent-encodes the brackets on the wire, as the upstream client does', () => {
    expect(encodeQuery(query('ids:=[1]', 'o:={"a":1}'))).toBe('ids%5B%5D=1&o%5Ba%5D=1');
  });
});
