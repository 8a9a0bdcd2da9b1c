import { describe, expect, it } from 'vitest';
import { parseErrorBody, parseRetryAfter } from '../../src/client/error-body.js';

describe('error bodies', () => {
  it('fills missing fields from the status', () => {
    expect(parseErrorBody(404, '{}')).toEqual({ error: 'Not Found', message: 'Not Found' });
    expect(parseErrorBody(400, JSON.stringify({ error: 'Bad Request' }))).toEqual({
      error: 'Bad Request',
      message: 'Bad Request',
    });
    expect(parseErrorBody(500, JSON.stringify({ message: 'boom', attributes: 'not an object' }))).toEqual({
      error: 'Internal Server Error',
      message: 'boom',
    });
  });

  it('says briefly that an HTML page came back instead of printing it', () => {
    const html = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>${'x'.repeat(5000)}</body></html>`;
    const parsed = parseErrorBody(502, html, 'text/html');
    expect(parsed.error).toBe('Bad Gateway');
    expect(parsed.message).toBe('non-JSON answer (an HTML page titled "502 Bad Gateway", perhaps from a proxy)');
    expect(parseErrorBody(502, '<html><body>down</body></html>').message).toBe(
      'non-JSON answer (an HTML page, perhaps from a proxy)',
    );
  });

  it('copes with plain text, empty bodies and JSON that is not an object', () => {
    expect(parseErrorBody(503, 'upstream connect error\nmore').message).toBe('non-JSON answer: upstream connect error');
    expect(parseErrorBody(503, '').message).toBe('empty answer');
    expect(parseErrorBody(500, '[1,2]').message).toContain('not an object');
    expect(parseErrorBody(500, 'y'.repeat(1000)).message.length).toBeLessThan(160);
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2024-05-01T12:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('Wed, 01 May 2024 12:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Wed, 01 May 2024 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
