import { describe, expect, it } from 'vitest';
import { buildHeaders, flattenHeaders, maskHeaders } from '../../src/client/headers.js';

describe('headers', () => {
  const input = { apiKey: 'sk_live_secret', accountId: 'acc-1', userAgent: 'vigil/0.1.0', hasBody: false };

  it('carries the key, the account, JSON accept and the user agent', () => {
    expect(buildHeaders(input)).toEqual({
      authorization: 'Bearer sk_live_secret',
      'x-service-account': 'acc-1',
      accept: 'application/json',
      'user-agent': 'vigil/0.1.0',
    });
  });

  it('adds a JSON content type with a body, and lets the caller override by any casing', () => {
    const headers = buildHeaders({
      ...input,
      hasBody: true,
      extra: { 'Content-Type': 'text/plain', 'X-Service-Account': 'acc-2' },
    });
    expect(headers['content-type']).toBe('text/plain');
    expect(headers['x-service-account']).toBe('acc-2');
    expect(Object.keys(headers).filter((k) => k.toLowerCase() === 'content-type')).toHaveLength(1);
  });

  it('masks the Authorization value and nothing else', () => {
    const masked = maskHeaders(buildHeaders(input));
    expect(masked.authorization).toBe('Bearer ***');
    expect(masked['x-service-account']).toBe('acc-1');
    expect(JSON.stringify(masked)).not.toContain('sk_live_secret');
    expect(maskHeaders({ Authorization: 'Basic abc' }).Authorization).toBe('***');
  });

  it('flattens repeated response headers', () => {
    expect(flattenHeaders({ 'Set-Cookie': ['a=1', 'b=2'], 'content-range': '0-9/25', gone: undefined })).toEqual({
      'set-cookie': 'a=1, b=2',
      'content-range': '0-9/25',
    });
  });
});
