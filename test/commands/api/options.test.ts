// Table-driven: what `vigil api` makes of its arguments, and what it refuses before any request.
import { describe, expect, it } from 'vitest';
import { parseApiOptions, type ApiOptions } from '../../../src/commands/api/options.js';
import { UsageError } from '../../../src/commands/errors.js';

describe('parseApiOptions: accepted', () => {
  const cases: Array<[string, string[], Partial<ApiOptions>]> = [
    ['a plain GET', ['/v1/checks'], { method: 'GET', path: '/v1/checks', query: {}, body: undefined }],
    ['a missing leading slash', ['v1/checks'], { path: '/v1/checks' }],
    [
      'the endpoint query',
      ['/v1/checks?limit=5&tag=a&tag=b'],
      { path: '/v1/checks', query: { limit: '5', tag: ['a', 'b'] } },
    ],
    ['POST by default with fields', ['/v1/x', '-F', 'name=web'], { method: 'POST', body: { name: 'web' } }],
    [
      'POST by default with --input',
      ['/v1/x', '--input', 'f.json'],
      { method: 'POST', input: 'f.json', body: undefined },
    ],
    ['a lower-case method', ['/v1/x', '-X', 'put', '-F', 'a=1'], { method: 'PUT', body: { a: '1' } }],
    [
      'JSON fields',
      ['/v1/x', '-X', 'PATCH', '-F', 'n:=5', '-F', 'on:=false', '-F', 'o:={"a":[1]}'],
      { body: { n: 5, on: false, o: { a: [1] } } },
    ],
    [
      'nested and list fields',
      ['/v1/x', '-F', 'a[b]=c', '-F', 'a[d]:=1', '-F', 'tags[]=x', '-F', 'tags[]=y'],
      { body: { a: { b: 'c', d: 1 }, tags: ['x', 'y'] } },
    ],
    ['a value holding = and :=', ['/v1/x', '-F', 'q=a=b:=c'], { body: { q: 'a=b:=c' } }],
    [
      'GET fields as query parameters',
      ['/v1/checks?page=2', '-X', 'GET', '-F', 'limit=5', '-F', 'tag[]=a', '-F', 'ids:=[1,2]'],
      { method: 'GET', query: { page: '2', limit: '5', 'tag[]': 'a', 'ids[]': ['1', '2'] }, body: undefined },
    ],
    [
      'DELETE fields as query parameters',
      ['/v1/x/1', '-X', 'DELETE', '-F', 'force:=true', '-F', 'o:={"a":1}'],
      { method: 'DELETE', query: { force: 'true', 'o[a]': '1' }, body: undefined },
    ],
    ['--raw with --jq', ['/v1/x', '--jq', '.[0].name', '-r'], { jq: '.[0].name', raw: true }],
    [
      'headers',
      ['/v1/x', '-H', 'Accept: text/plain', '-H', 'X-Trace:  abc '],
      { headers: { Accept: 'text/plain', 'X-Trace': 'abc' } },
    ],
    ['flags', ['/v1/x', '-i', '--verbose', '--jq', '.[0]'], { include: true, verbose: true, jq: '.[0]' }],
    ['--paginate on GET', ['/v1/checks', '--paginate'], { paginate: true, method: 'GET' }],
    ['DELETE without a body', ['/v1/x/1', '-X', 'DELETE'], { method: 'DELETE', body: undefined }],
  ];
  it.each(cases)('%s', (_name, argv, expected) => {
    expect(parseApiOptions(argv)).toMatchObject(expected);
  });
});

describe('parseApiOptions: refused with a usage error naming the fix', () => {
  const cases: Array<[string, string[], RegExp]> = [
    ['no endpoint', [], /give an endpoint/],
    ['two endpoints', ['/v1/a', '/v1/b'], /takes one endpoint/],
    ['an absolute URL', ['https://evil.example/v1/checks'], /path on the configured base URL/],
    ['a scheme-relative URL', ['//evil.example/v1/checks'], /path on the configured base URL/],
    ['a backslash trick', ['/\\evil.example/v1'], /path on the configured base URL/],
    ['an odd scheme', ['javascript:alert(1)'], /not a full URL/],
    ['spaces', ['/v1/checks here'], /percent-encode/],
    ['a fragment', ['/v1/checks#x'], /fragment/],
    ['an unknown method', ['/v1/x', '-X', 'HEAD'], /GET, POST, PUT, PATCH, DELETE/],
    ['a field without =', ['/v1/x', '-F', 'name'], /key=value/],
    ['a field with a bad key', ['/v1/x', '-F', 'a[b=c'], /not valid/],
    ['bad JSON', ['/v1/x', '-F', 'n:={oops'], /needs a JSON value/],
    ['conflicting fields', ['/v1/x', '-F', 'a=1', '-F', 'a[b]=2'], /conflicts/],
    ['conflicting fields the other way', ['/v1/x', '-F', 'a[b]=2', '-F', 'a=1'], /conflicts/],
    ['--input with -F', ['/v1/x', '--input', 'f', '-F', 'a=1'], /use one of them/],
    ['GET with --input', ['/v1/x', '-X', 'GET', '--input', 'f'], /carries no body/],
    ['an empty --input', ['/v1/x', '--input', ''], /--input needs a value, not an empty string/],
    ['a header without a colon', ['/v1/x', '-H', 'Accept'], /not a header/],
    [
      'overriding Authorization',
      ['/v1/x', '-H', 'authorization: Bearer other'],
      /authorization cannot be set.*vigil login/i,
    ],
    [
      'overriding X-Service-Account',
      ['/v1/x', '-H', 'X-Service-Account: 123'],
      /X-Service-Account cannot be set.*--profile/,
    ],
    ['overriding Host', ['/v1/x', '-H', 'Host: evil.example'], /Host cannot be set/],
    ['--paginate with POST', ['/v1/x', '--paginate', '-F', 'a=1'], /--paginate follows pages of a GET/],
    ['--paginate with --include', ['/v1/x', '--paginate', '-i'], /--include/],
    ['an empty --jq', ['/v1/x', '--jq', ' '], /--jq needs a value, not an empty string/],
    ['--raw without --jq', ['/v1/x', '--raw'], /--raw prints the strings --jq picks out/],
    ['an unknown option', ['/v1/x', '--frobnicate'], /unknown option --frobnicate/],
    ['a missing option value', ['/v1/x', '-X'], /needs a value/],
  ];
  it.each(cases)('%s', (_name, argv, message) => {
    let caught: unknown;
    try {
      parseApiOptions(argv);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(UsageError);
    expect((caught as Error).message).toMatch(message);
  });
});
