// 400s come from the same schemas the client validates with, naming the field and why.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { NOT_A_GUID, api } from './support.js';

const sandbox = useSandbox({ seed: 31, sessions: 60 });

async function badRequest(path: string, call: Parameters<typeof api>[2] = {}): Promise<string> {
  const res = await api(sandbox(), path, call);
  expect(res.status, `${path} should be a 400`).toBe(400);
  expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  return res.body.message as string;
}

describe('sandbox validation', () => {
  it('rejects page sizes and pages out of range', async () => {
    expect(await badRequest('/v1/checks?limit=101')).toMatch(/"limit".*between 1 and 100/);
    expect(await badRequest('/v1/checks?limit=0')).toMatch(/"limit"/);
    expect(await badRequest('/v1/checks?limit=ten')).toMatch(/"limit".*number/);
    expect(await badRequest('/v1/check-groups?page=0')).toMatch(/"page"/);
    expect(await badRequest('/v1/alert-channels?limit=500')).toMatch(/"limit"/);
    expect(await badRequest('/v1/test-sessions?limit=101')).toMatch(/"limit"/);
    expect(await badRequest('/v1/status-pages/incidents?limit=-1')).toMatch(/"limit"/);
  });

  it('rejects unknown query parameters and unknown enum values', async () => {
    expect(await badRequest('/v1/checks?colour=red')).toMatch(/"colour".*not allowed/);
    expect(await badRequest('/v1/test-sessions?statuses=DONE')).toMatch(
      /"statuses.*RUNNING, FAILED, PASSED, CANCELLED/,
    );
    expect(await badRequest('/v1/test-sessions?providers=GITLAB')).toMatch(/"providers/);
    expect(await badRequest('/v1/test-sessions?textSearch=ab')).toMatch(/"textSearch".*3 to 200/);
    expect(await badRequest('/v1/test-sessions?noUsers=maybe')).toMatch(/"noUsers".*true or false/);
    expect(await badRequest('/v1/test-sessions?nextId=bogus')).toMatch(/"nextId"/);
  });

  it('rejects path ids that are not GUIDs (400) and group ids that are not numbers', async () => {
    const sb = sandbox();
    expect(await badRequest(`/v1/checks/${NOT_A_GUID}`)).toMatch(/"checkId".*GUID/);
    expect(await badRequest(`/v1/test-sessions/${NOT_A_GUID}`)).toMatch(/"testSessionId".*GUID/);
    expect(await badRequest(`/v1/test-sessions/${sb.fixtures.failedSessionId}/results/${NOT_A_GUID}`)).toMatch(
      /"testSessionResultId"/,
    );
    expect(await badRequest(`/v1/test-session-error-groups/${NOT_A_GUID}`)).toMatch(/GUID/);
    expect(await badRequest(`/v1/status-pages/incidents/${NOT_A_GUID}`)).toMatch(/"incidentId".*GUID/);
    expect(
      await badRequest(`/v1/status-pages/incidents/${NOT_A_GUID}/incident-updates`, {
        method: 'POST',
        body: { description: 'x' },
      }),
    ).toMatch(/"incidentId"/);
    expect(await badRequest(`/v1/accounts/${sb.accountId}/members/${NOT_A_GUID}`, { method: 'DELETE' })).toMatch(
      /"userId"/,
    );
    expect(await badRequest('/v1/check-groups/abc')).toMatch(/"groupId".*whole number/);
  });

  it('rejects bad incident update bodies', async () => {
    const path = `/v1/status-pages/incidents/${sandbox().fixtures.incidentId}/incident-updates`;
    const post = (body: unknown) => badRequest(path, { method: 'POST', body });
    expect(await post({})).toMatch(/"description" is required/);
    expect(await post({ description: '   ' })).toMatch(/"description" must not be empty/);
    expect(await post({ description: 'x', status: 'FIXED' })).toMatch(/"status" must be one of INVESTIGATING/);
    expect(await post({ description: 'x', publicIncidentUpdateDate: 'yesterday' })).toMatch(
      /"publicIncidentUpdateDate".*ISO 8601/,
    );
    expect(await post({ description: 'x', notifySubscribers: 'yes' })).toMatch(/"notifySubscribers"/);
    expect(await post({ description: 'x', severity: 'MAJOR' })).toMatch(/"severity" is not allowed/);
    expect(
      await badRequest(path, {
        method: 'POST',
        rawBody: '{"description":',
        headers: { 'content-type': 'application/json' },
      }),
    ).toMatch(/not valid JSON/);
    expect(await badRequest(path, { method: 'POST' })).toMatch(/body is required/);
    const updates = await api(sandbox(), path);
    expect(updates.body).toHaveLength(1);
  });

  it('rejects bad check updates', async () => {
    const path = `/v1/checks/${sandbox().fixtures.pausedCheckId}`;
    expect(await badRequest(path, { method: 'PUT', body: { activated: 'yes' } })).toMatch(
      /"activated" must be true or false/,
    );
    expect(await badRequest(path, { method: 'PUT', body: { frequency: 7 } })).toMatch(/"frequency"/);
    expect(await badRequest(path, { method: 'PUT', body: { name: '' } })).toMatch(/"name"/);
  });

  it('accepts array parameters as repeated keys, bracketed keys and comma-separated values alike', async () => {
    const sb = sandbox();
    const ids = async (q: string) => {
      const res = await api(sb, `/v1/test-sessions?limit=100&${q}`);
      expect(res.status).toBe(200);
      return res.body.entries.map((e: { id: string }) => e.id) as string[];
    };
    const repeated = await ids('statuses=FAILED&statuses=CANCELLED');
    expect(repeated.length).toBeGreaterThan(0);
    expect(await ids('statuses[]=FAILED&statuses[]=CANCELLED')).toEqual(repeated);
    expect(await ids('statuses=FAILED,CANCELLED')).toEqual(repeated);
    expect(await ids('statuses=FAILED')).not.toEqual(repeated);
  });

  it('says a JSON object is expected when the body is another JSON value', async () => {
    const path = `/v1/status-pages/incidents/${sandbox().fixtures.incidentId}/incident-updates`;
    const raw = (rawBody: string) =>
      badRequest(path, { method: 'POST', rawBody, headers: { 'content-type': 'application/json' } });
    expect(await raw('[]')).toBe('The request body must be a JSON object ({...}), not an array.');
    expect(await raw('null')).toBe('The request body must be a JSON object ({...}), not null.');
    expect(await raw('42')).toBe('The request body must be a JSON object ({...}), not a number.');
    expect(await raw('"text"')).toBe('The request body must be a JSON object ({...}), not a string.');
    const check = `/v1/checks/${sandbox().fixtures.pausedCheckId}`;
    expect(
      await badRequest(check, {
        method: 'PUT',
        rawBody: '[{"muted":true}]',
        headers: { 'content-type': 'application/json' },
      }),
    ).toMatch(/must be a JSON object/);
    // a field of the wrong type is named as such, not as missing
    expect(await badRequest(path, { method: 'POST', body: { description: 5 } })).toBe(
      'Field "description" must be text.',
    );
    expect(await badRequest(check, { method: 'PUT', body: { name: 5 } })).toBe('Field "name" must be a string.');
  });

  it('names odd query keys as they were sent and never touches prototypes', async () => {
    expect(await badRequest('/v1/checks?__proto__[]=x')).toMatch(
      /^Query parameter "__proto__\[\]" is not allowed here; accepted: limit, page, tag,/,
    );
    expect(await badRequest('/v1/checks?__proto__=x&constructor=y')).toMatch(
      /^Query parameters "__proto__", "constructor" are not allowed here/,
    );
    expect(await badRequest('/v1/test-sessions?__proto__[polluted]=1')).toMatch(
      /^Query parameter "__proto__\[polluted\]" is not allowed/,
    );
    expect(await badRequest('/v1/test-sessions?toString=1')).toMatch(/"toString" is not allowed/);
    expect(await badRequest('/v1/checks?tags[]=a')).toMatch(/^Query parameter "tags\[\]" is not allowed/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    // the server still answers normally afterwards
    expect((await api(sandbox(), '/v1/checks?limit=1')).status).toBe(200);
  });

  it('answers a body over 1 MiB with its 413 before the connection closes', async () => {
    const sb = sandbox();
    const path = `/v1/status-pages/incidents/${sb.fixtures.incidentId}/incident-updates`;
    const description = 'x'.repeat(2 * 1024 * 1024);
    const res = await api(sb, path, { method: 'POST', body: { description } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request body is larger than 1 MiB.',
    });
    expect(res.headers.get('connection')).toBe('close');
    // just over the limit, sent in chunks of unknown total length
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(256 * 1024 + 1).fill(32));
        controller.close();
      },
    });
    const streamed = await fetch(sb.baseUrl + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${sb.apiKey}`, 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const updates = await api(sb, path);
    expect(updates.body.some((u: { description: string }) => u.description.length > 1000)).toBe(false);
  });
});
