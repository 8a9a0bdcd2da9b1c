import { describe, expect, it } from 'vitest';
import { statusText } from '../../src/client/status-text.js';

describe('statusText', () => {
  it("gives node:http's reason phrase for every status it knows, and a plain label otherwise", async () => {
    const { STATUS_CODES } = await import('node:http');
    for (const code of [200, 201, 204, 301, 304, 400, 401, 403, 404, 405, 408, 409, 410, 429, 500, 502, 503, 504]) {
      expect(statusText(code)).toBe(STATUS_CODES[code]);
    }
    expect(statusText(599)).toBe('HTTP 599');
  });
});
