// GET /openapi.json: the API as the sandbox implements it, generated from the same zod schemas
// it validates requests with (OpenAPI 3.0 flavour of JSON Schema).
import * as z from 'zod';
import * as S from '../client/schemas/index.js';
import { MEMBER_REMOVAL_LIMIT } from './routes/account.js';

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function schemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): Json {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Json;
}

/** Query parameters from the fields of a strict query schema. */
function queryParams(schema: z.ZodObject): Json[] {
  const json = schemaOf(schema, 'output');
  const props = (json.properties ?? {}) as Record<string, Json>;
  return Object.entries(props).map(([name, s]) => {
    const p: Json = { name, in: 'query', required: false, schema: s };
    if (s.type === 'array') Object.assign(p, { style: 'form', explode: true });
    return p;
  });
}

const pathParam = (name: string, kind: 'guid' | 'int'): Json => ({
  name,
  in: 'path',
  required: true,
  schema: kind === 'guid' ? { type: 'string', format: 'uuid' } : { type: 'integer', minimum: 1 },
});

const accountHeader: Json = {
  name: 'X-Service-Account',
  in: 'header',
  required: false,
  description: "The account ID. Without it, the API key's own account; another account answers 403.",
  schema: { type: 'string', format: 'uuid' },
};

const errors = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((c) => [
      String(c),
      {
        description: S.ErrorBody.description ?? `error ${c}`,
        content: { 'application/json': { schema: ref('ErrorBody') } },
      },
    ]),
  );

function ok(schema: Json, description = 'OK', headers?: Json): Json {
  return { '200': { description, content: { 'application/json': { schema } }, headers } };
}

function created(schema: Json): Json {
  return { '201': { description: 'Created', content: { 'application/json': { schema } } } };
}

const contentRange = {
  'content-range': {
    description: 'first-last/total (zero-based, inclusive); */total past the end',
    schema: { type: 'string' },
  },
};

function op(summary: string, params: Json[], responses: Json, extra: Json = {}): Json {
  return { summary, parameters: [...params, accountHeader], responses, ...extra };
}

let cached: string | undefined;

const pageParams = () => queryParams(S.PageQuery);
const arrayOf = (name: string) => ({ type: 'array', items: ref(name) });
const body = (name: string) => ({
  requestBody: { required: true, content: { 'application/json': { schema: ref(name) } } },
});

/** The schemas the paths refer to, made from the client's own zod schemas. */
function schemaComponents(): Record<string, Json> {
  const components: Record<string, Json> = {};
  const responseSchemas = {
    ErrorBody: S.ErrorBody,
    Account: S.Account,
    Member: S.Member,
    MembersPage: S.MembersPage,
    Check: S.Check,
    CheckStatus: S.CheckStatus,
    CheckGroup: S.CheckGroup,
    AlertChannel: S.AlertChannel,
    Incident: S.Incident,
    IncidentsPage: S.IncidentsPage,
    IncidentUpdate: S.IncidentUpdate,
    ServicesPage: S.ServicesPage,
    TestSessionListEntry: S.TestSessionListEntry,
    TestSessionsPage: S.TestSessionsPage,
    TestSessionDetail: S.TestSessionDetail,
    TestSessionResultDetail: S.TestSessionResultDetail,
    ErrorGroup: S.ErrorGroup,
  } satisfies Record<string, z.core.$ZodType>;
  for (const [name, schema] of Object.entries(responseSchemas)) components[name] = schemaOf(schema, 'output');
  components.IncidentUpdateInput = schemaOf(S.IncidentUpdateInput, 'input');
  components.CheckUpdate = schemaOf(S.CheckUpdate, 'input');
  components.IncidentCreateInput = schemaOf(S.IncidentCreateInput, 'input');
  return components;
}

/** The account and its members. */
function accountPaths(): Json {
  return {
    '/v1/accounts/{accountId}': {
      get: op('Get the account', [pathParam('accountId', 'guid')], {
        ...ok(ref('Account')),
        ...errors(400, 401, 403, 429),
      }),
    },
    '/v1/accounts/{accountId}/members': {
      get: op(
        'List members (cursor paging when limit is given)',
        [pathParam('accountId', 'guid'), ...queryParams(S.MembersQuery)],
        {
          ...ok(ref('MembersPage')),
          ...errors(400, 401, 403, 429),
        },
      ),
    },
    '/v1/accounts/{accountId}/members/{userId}': {
      delete: op('Remove a member', [pathParam('accountId', 'guid'), pathParam('userId', 'guid')], {
        '204': { description: 'Member removed' },
        ...errors(400, 401, 403, 404, 429),
      }),
    },
  };
}

/** Checks, their statuses, groups and alert channels. */
function checkPaths(): Json {
  return {
    '/v1/checks': {
      get: op('List checks', queryParams(S.ChecksQuery), {
        ...ok(arrayOf('Check'), 'OK', contentRange),
        ...errors(400, 401, 403, 429),
      }),
    },
    '/v1/checks/{checkId}': {
      get: op('Get a check', [pathParam('checkId', 'guid')], {
        ...ok(ref('Check')),
        ...errors(400, 401, 403, 404, 429),
      }),
      put: op(
        'Update a check',
        [pathParam('checkId', 'guid')],
        { ...ok(ref('Check')), ...errors(400, 401, 403, 404, 429) },
        body('CheckUpdate'),
      ),
    },
    '/v1/check-statuses': {
      get: op('Statuses of all checks', [], { ...ok(arrayOf('CheckStatus')), ...errors(401, 403, 429) }),
    },
    '/v1/check-groups': {
      get: op('List check groups', queryParams(S.CheckGroupsQuery), {
        ...ok(arrayOf('CheckGroup'), 'OK', contentRange),
        ...errors(400, 401, 403, 429),
      }),
    },
    '/v1/check-groups/{groupId}': {
      get: op('Get a check group', [pathParam('groupId', 'int')], {
        ...ok(ref('CheckGroup')),
        ...errors(400, 401, 403, 404, 429),
      }),
    },
    '/v1/check-groups/{groupId}/checks': {
      get: op('Checks of a group, group settings applied', [pathParam('groupId', 'int'), ...pageParams()], {
        ...ok(arrayOf('Check'), 'OK', contentRange),
        ...errors(400, 401, 403, 404, 429),
      }),
    },
    '/v1/alert-channels': {
      get: op('List alert channels', pageParams(), {
        ...ok(arrayOf('AlertChannel'), 'OK', contentRange),
        ...errors(400, 401, 403, 429),
      }),
    },
  };
}

/** Status-page incidents, their updates and services. */
function incidentPaths(): Json {
  return {
    '/v1/status-pages/incidents': {
      get: op('List incidents', queryParams(S.IncidentsQuery), {
        ...ok(ref('IncidentsPage')),
        ...errors(400, 401, 403, 429),
      }),
      post: op(
        'Open an incident with its first update',
        [],
        { ...created(ref('Incident')), ...errors(400, 401, 403, 429) },
        body('IncidentCreateInput'),
      ),
    },
    '/v1/status-pages/services': {
      get: op('List the status-page services incidents can name', queryParams(S.ServicesQuery), {
        ...ok(ref('ServicesPage')),
        ...errors(400, 401, 403, 429),
      }),
    },
    '/v1/status-pages/incidents/{incidentId}': {
      get: op('Get an incident', [pathParam('incidentId', 'guid')], {
        ...ok(ref('Incident')),
        ...errors(400, 401, 403, 404, 429),
      }),
    },
    '/v1/status-pages/incidents/{incidentId}/incident-updates': {
      get: op('Updates of an incident, newest first', [pathParam('incidentId', 'guid')], {
        ...ok(arrayOf('IncidentUpdate')),
        ...errors(400, 401, 403, 404, 429),
      }),
      post: op(
        'Add an incident update',
        [pathParam('incidentId', 'guid')],
        { ...ok(ref('IncidentUpdate')), ...errors(400, 401, 403, 404, 429) },
        body('IncidentUpdateInput'),
      ),
    },
  };
}

/** Test sessions, their results and error groups. */
function sessionPaths(): Json {
  return {
    '/v1/test-sessions': {
      get: op('List test sessions, newest first', queryParams(S.TestSessionsQuery), {
        ...ok(ref('TestSessionsPage')),
        ...errors(400, 401, 403, 429),
      }),
    },
    '/v1/test-sessions/{testSessionId}': {
      get: op('Get a test session', [pathParam('testSessionId', 'guid')], {
        ...ok(ref('TestSessionDetail')),
        ...errors(400, 401, 403, 404, 429),
      }),
    },
    '/v1/test-sessions/{testSessionId}/completion': {
      get: op(
        'Wait for a test session to finish (408 while still running after maxWaitSeconds)',
        [pathParam('testSessionId', 'guid'), ...queryParams(S.CompletionQuery)],
        {
          ...ok(ref('TestSessionDetail')),
          ...errors(400, 401, 403, 404, 408, 429),
        },
      ),
    },
    '/v1/test-sessions/{testSessionId}/results/{testSessionResultId}': {
      get: op(
        'Get a test session result with logs and timing',
        [pathParam('testSessionId', 'guid'), pathParam('testSessionResultId', 'guid')],
        {
          ...ok(ref('TestSessionResultDetail')),
          ...errors(400, 401, 403, 404, 429),
        },
      ),
    },
    '/v1/test-session-error-groups/{errorGroupId}': {
      get: op('Get a test session error group', [pathParam('errorGroupId', 'guid')], {
        ...ok(ref('ErrorGroup')),
        ...errors(400, 401, 403, 404, 429),
      }),
    },
  };
}

export function openApiDocument(): string {
  if (cached) return cached;
  const doc = {
    openapi: '3.0.3',
    info: {
      title: 'vigil sandbox',
      version: 'v1',
      description:
        'Every request: Authorization: Bearer <API_KEY>. Rate limit: 600 requests per 60 s per API key by default ' +
        `(429 with attributes and Retry-After); DELETE /v1/accounts/{accountId}/members/{userId} also has its own ` +
        `limit of ${MEMBER_REMOVAL_LIMIT.limit} per ${MEMBER_REMOVAL_LIMIT.windowMs / 1000} s.`,
    },
    components: { schemas: schemaComponents(), securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths: {
      ...accountPaths(),
      ...checkPaths(),
      ...incidentPaths(),
      ...sessionPaths(),
    },
  };
  cached = JSON.stringify(doc);
  return cached;
}
