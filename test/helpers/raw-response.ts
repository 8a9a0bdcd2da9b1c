// A server answer as the client's transport hands it over, for unit tests of the error mapping.
import type { RawResponse } from '../../src/client/types.js';

const request = { method: 'GET', path: '/v1/checks' };

export function rawResponse(status: number, body: unknown, headers: Record<string, string> = {}): RawResponse {
  return {
    status,
    statusText: '',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    request,
  };
}
