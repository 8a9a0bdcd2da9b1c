// Every sandbox answer of the endpoints in api-contract.md validates against the upstream
// OpenAPI subset (a copy of /work/shared/reference/upstream-openapi-subset.json lives beside
// this file, so the test does not depend on a path outside the repository). OpenAPI 3.0's
// `nullable` and boolean `exclusiveMinimum` are translated to JSON Schema first.
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.js';
import { useSandbox } from '../helpers/sandbox.js';
import { type Answer, UNKNOWN_GUID, api } from './support.js';

type Node = Record<string, unknown>;
const doc = JSON.parse(readFileSync(new URL('./reference/upstream-openapi-subset.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Node }> }> }>>;
  components: { schemas: Record<string, Node> };
};

/** OpenAPI 3.0 schema -> JSON Schema (draft-07) as ajv reads it. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (value === null || typeof value !== 'object') return value;
  const node: Node = {};
  for (const [k, v] of Object.entries(value as Node))
    node[k] = k === 'example' || k === 'default' ? v : toJsonSchema(v);
  for (const [bound, limit] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof node[bound] === 'boolean') {
      if (node[bound] === true && typeof node[limit] === 'number') {
        node[bound] = node[limit];
        delete node[limit];
      } else delete node[bound];
    }
  }
  if (typeof node.$ref === 'string') node.$ref = (node.$ref as string).replace(/^#\//, 'upstream#/');
  if (node.nullable !== true) {
    delete node.nullable;
    return node;
  }
  delete node.nullable;
  if (Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  if (typeof node.type === 'string') {
    node.type = [node.type, 'null'];
    return node;
  }
  if (Object.keys(node).length === 0) return node; // `{nullable: true}` alone: anything
  return { anyOf: [node, { type: 'null' }] };
}

const ajv = new Ajv({ strict: false, allErrors: true });
(formats as unknown as (a: Ajv) => void)(ajv);
ajv.addSchema({ $id: 'upstream', components: toJsonSchema(doc.components) as Node });
const validators = new Map<string, ValidateFunction>();

function validatorFor(template: string, method: string, status: number): ValidateFunction | undefined {
  const key = `${method} ${template} ${status}`;
  if (validators.has(key)) return validators.get(key);
  const op = doc.paths[template]?.[method];
  if (!op) throw new Error(`no ${method.toUpperCase()} ${template} in the upstream document`);
  const response = op.responses[String(status)];
  if (!response) throw new Error(`${method.toUpperCase()} ${template} has no ${status} response upstream`);
  const schema = response.content?.['application/json']?.schema;
  const validate = schema ? ajv.compile(toJsonSchema(schema) as Node) : undefined;
  if (validate) validators.set(key, validate);
  return validate;
}

let checked = 0;
/** Asserts the answer's status is one the upstream declares for the operation, and its body fits. */
function conforms(answer: Answer, template: string, method = 'get'): void {
  const validate = validatorFor(template, method, answer.status);
  if (!validate) {
    expect(answer.text).toBe('');
    return;
  }
  const ok = validate(answer.body);
  const problems = (validate.errors ?? [])
    .slice(0, 6)
    .map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  expect(ok, `${method.toUpperCase()} ${template} ${answer.status}: ${problems.join('; ')}`).toBe(true);
  checked++;
}

const sandbox = useSandbox({ seed: 111, checks: 120, groups: 9, sessions: 80, runningSessionMs: 600_000 });

describe('conformance with the upstream OpenAPI subset', () => {
  it('has a validator that rejects what does not conform', () => {
    const check = validatorFor('/v1/checks/{id}', 'get', 200)!;
    expect(check({ name: 'x', checkType: 'API', frequency: 10 })).toBe(true);
    expect(check({ name: 'x', checkType: 'NOT_A_TYPE' })).toBe(false);
    expect(check({ name: 'x', checkType: 'API', frequency: 7 })).toBe(false);
    const status = validatorFor('/v1/check-statuses', 'get', 200)!;
    expect(status([{ name: 'a', lastRunLocation: null }])).toBe(true);
    expect(status([{ name: 'a', lastRunLocation: 5 }])).toBe(false);
    const unauthorized = validatorFor('/v1/check-groups', 'get', 401)!;
    expect(unauthorized({ statusCode: 403, error: 'Unauthorized' })).toBe(false);
    const session = validatorFor('/v1/test-sessions/{testSessionId}', 'get', 200)!;
    expect(
      session({
        testSessionId: 'not-a-uuid',
        testSessionLink: 'https://x.test/a',
        name: 'n',
        status: 'PASSED',
        errorGroupIds: [],
        startedAt: '2024-01-01T00:00:00Z',
        timeElapsed: 1,
      }),
    ).toBe(false);
  });

  it('account and members', async () => {
    const sb = sandbox();
    conforms(await api(sb, `/v1/accounts/${sb.accountId}`), '/v1/accounts/{accountId}');
    conforms(await api(sb, `/v1/accounts/${sb.accountId}/members`), '/v1/accounts/{accountId}/members');
    conforms(await api(sb, `/v1/accounts/${sb.accountId}/members?limit=5`), '/v1/accounts/{accountId}/members');
    conforms(await api(sb, `/v1/accounts/${UNKNOWN_GUID}`), '/v1/accounts/{accountId}');
    const del = '/v1/accounts/{accountId}/members/{userId}';
    conforms(
      await api(sb, `/v1/accounts/${sb.accountId}/members/${UNKNOWN_GUID}`, { method: 'DELETE' }),
      del,
      'delete',
    );
    conforms(
      await api(sb, `/v1/accounts/${sb.accountId}/members/${sb.fixtures.ownerUserId}`, { method: 'DELETE' }),
      del,
      'delete',
    );
    conforms(
      await api(sb, `/v1/accounts/${sb.accountId}/members/${sb.fixtures.removableUserId}`, {
        method: 'DELETE',
        key: 'readOnly',
      }),
      del,
      'delete',
    );
    conforms(
      await api(sb, `/v1/accounts/${sb.accountId}/members/${sb.fixtures.removableUserId}`, {
        method: 'DELETE',
        key: 'none',
      }),
      del,
      'delete',
    );
    const removed = await api(sb, `/v1/accounts/${sb.accountId}/members/${sb.fixtures.removableUserId}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    conforms(removed, del, 'delete');
  });

  it('checks (plain and with group settings), statuses, PUT', async () => {
    const sb = sandbox();
    for (const q of ['', '&applyGroupSettings=true']) {
      for (let page = 1; page <= 2; page++) {
        const res = await api(sb, `/v1/checks?limit=100&page=${page}${q}`);
        expect(res.body.length).toBeGreaterThan(0);
        conforms(res, '/v1/checks');
      }
    }
    conforms(await api(sb, '/v1/checks?limit=101'), '/v1/checks');
    conforms(await api(sb, '/v1/checks', { key: 'none' }), '/v1/checks');
    for (const id of [sb.fixtures.escapeCheckId, sb.fixtures.highFrequencyBrowserCheckId, sb.fixtures.pausedCheckId]) {
      conforms(await api(sb, `/v1/checks/${id}`), '/v1/checks/{id}');
      conforms(await api(sb, `/v1/checks/${id}?applyGroupSettings=true`), '/v1/checks/{id}');
    }
    conforms(await api(sb, `/v1/checks/${UNKNOWN_GUID}`), '/v1/checks/{id}');
    conforms(
      await api(sb, `/v1/checks/${sb.fixtures.pausedCheckId}`, {
        method: 'PUT',
        body: { activated: true, muted: true },
      }),
      '/v1/checks/{id}',
      'put',
    );
    conforms(
      await api(sb, `/v1/checks/${sb.fixtures.pausedCheckId}`, { method: 'PUT', body: { activated: 1 } }),
      '/v1/checks/{id}',
      'put',
    );
    conforms(
      await api(sb, `/v1/checks/${sb.fixtures.pausedCheckId}`, {
        method: 'PUT',
        body: { activated: false },
        key: 'readOnly',
      }),
      '/v1/checks/{id}',
      'put',
    );
    conforms(await api(sb, '/v1/check-statuses'), '/v1/check-statuses');
  });

  it('check groups, their checks, alert channels', async () => {
    const sb = sandbox();
    const groups = await api(sb, '/v1/check-groups?limit=100');
    conforms(groups, '/v1/check-groups');
    for (const g of groups.body as Array<{ id: number }>) {
      conforms(await api(sb, `/v1/check-groups/${g.id}`), '/v1/check-groups/{id}');
      conforms(await api(sb, `/v1/check-groups/${g.id}/checks?limit=100`), '/v1/check-groups/{id}/checks');
    }
    conforms(await api(sb, '/v1/check-groups/999'), '/v1/check-groups/{id}');
    conforms(await api(sb, '/v1/check-groups/999/checks'), '/v1/check-groups/{id}/checks');
    conforms(await api(sb, '/v1/alert-channels?limit=100'), '/v1/alert-channels');
    conforms(
      await api(sb, '/v1/alert-channels', { headers: { 'x-service-account': UNKNOWN_GUID } }),
      '/v1/alert-channels',
    );
  });

  it('incidents and incident updates', async () => {
    const sb = sandbox();
    // The upstream document has no POST of an incident: the one created is checked as read back
    // (listed and fetched below), and the services it names as StatusPageV2Service.
    const services = await api(sb, '/v1/status-pages/services?limit=100');
    const service = ajv.compile({ $ref: 'upstream#/components/schemas/StatusPageV2Service' });
    for (const s of services.body.entries) expect(service(s), JSON.stringify(service.errors)).toBe(true);
    const created = await api(sb, '/v1/status-pages/incidents', {
      method: 'POST',
      body: {
        name: 'Created for the shape check',
        severity: 'MINOR',
        services: [{ id: services.body.entries[0].id }],
        incidentUpdates: [{ description: 'First update.' }],
      },
    });
    expect(created.status).toBe(201);
    const list = await api(sb, '/v1/status-pages/incidents?limit=100');
    expect(list.body.entries[0].id).toBe(created.body.id);
    conforms(list, '/v1/status-pages/incidents');
    const posted = await api(sb, `/v1/status-pages/incidents/${sb.fixtures.incidentId}/incident-updates`, {
      method: 'POST',
      body: {
        description: 'Checked against the upstream shape.',
        status: 'IDENTIFIED',
        publicIncidentUpdateDate: '2024-05-01T12:00:00+02:00',
      },
    });
    conforms(posted, '/v1/status-pages/incidents/{incidentId}/incident-updates', 'post');
    for (const i of list.body.entries as Array<{ id: string }>) {
      conforms(await api(sb, `/v1/status-pages/incidents/${i.id}`), '/v1/status-pages/incidents/{incidentId}');
      conforms(
        await api(sb, `/v1/status-pages/incidents/${i.id}/incident-updates`),
        '/v1/status-pages/incidents/{incidentId}/incident-updates',
      );
    }
    conforms(await api(sb, `/v1/status-pages/incidents/${UNKNOWN_GUID}`), '/v1/status-pages/incidents/{incidentId}');
    conforms(
      await api(sb, `/v1/status-pages/incidents/${UNKNOWN_GUID}/incident-updates`, {
        method: 'POST',
        body: { description: 'x' },
      }),
      '/v1/status-pages/incidents/{incidentId}/incident-updates',
      'post',
    );
  });

  it('test sessions, results of every check type, completion and error groups', async () => {
    const sb = sandbox();
    const list = await api(sb, '/v1/test-sessions?limit=100');
    conforms(list, '/v1/test-sessions');
    conforms(await api(sb, '/v1/test-sessions?limit=1000'), '/v1/test-sessions');
    const byType = new Map<string, [string, string]>();
    const groups = new Set<string>();
    for (const entry of list.body.entries as Array<{ id: string }>) {
      const detail = await api(sb, `/v1/test-sessions/${entry.id}`);
      conforms(detail, '/v1/test-sessions/{testSessionId}');
      for (const g of detail.body.errorGroupIds as string[]) groups.add(g);
      for (const r of detail.body.results as Array<{ checkType: string; testSessionResultId: string }>) {
        if (!byType.has(r.checkType)) byType.set(r.checkType, [entry.id, r.testSessionResultId]);
      }
    }
    expect(byType.size).toBeGreaterThanOrEqual(6);
    for (const [sessionId, resultId] of byType.values()) {
      conforms(
        await api(sb, `/v1/test-sessions/${sessionId}/results/${resultId}`),
        '/v1/test-sessions/{testSessionId}/results/{testSessionResultId}',
      );
    }
    conforms(
      await api(sb, `/v1/test-sessions/${sb.fixtures.bigSessionId}/results/${sb.fixtures.bigLogResultId}`),
      '/v1/test-sessions/{testSessionId}/results/{testSessionResultId}',
    );
    const running = sb.fixtures.runningSessionIds[0]!;
    const detail = await api(sb, `/v1/test-sessions/${running}`);
    const pending = (detail.body.results as Array<{ status: string; testSessionResultId: string }>).find(
      (r) => r.status === 'RUNNING',
    )!;
    conforms(
      await api(sb, `/v1/test-sessions/${running}/results/${pending.testSessionResultId}`),
      '/v1/test-sessions/{testSessionId}/results/{testSessionResultId}',
    );
    conforms(
      await api(sb, `/v1/test-sessions/${sb.fixtures.failedSessionId}/completion`),
      '/v1/test-sessions/{testSessionId}/completion',
    );
    conforms(
      await api(sb, `/v1/test-sessions/${running}/completion?maxWaitSeconds=1`),
      '/v1/test-sessions/{testSessionId}/completion',
    );
    conforms(await api(sb, `/v1/test-sessions/${UNKNOWN_GUID}`), '/v1/test-sessions/{testSessionId}');
    expect(groups.size).toBeGreaterThan(1);
    for (const g of groups)
      conforms(await api(sb, `/v1/test-session-error-groups/${g}`), '/v1/test-session-error-groups/{id}');
    conforms(await api(sb, `/v1/test-session-error-groups/${UNKNOWN_GUID}`), '/v1/test-session-error-groups/{id}');
  });

  it('rate-limited answers', async () => {
    const sb = await startSandbox({ seed: 112, rateLimit: { limit: 1, windowMs: 60_000 } });
    try {
      await api(sb, '/v1/check-groups');
      const limited = await api(sb, '/v1/check-groups');
      expect(limited.status).toBe(429);
      conforms(limited, '/v1/check-groups');
      conforms(await api(sb, `/v1/test-sessions`), '/v1/test-sessions');
    } finally {
      await sb.close();
    }
    expect(checked).toBeGreaterThan(80);
  });
});
