// The real client against a server that misbehaves the way networks and proxies do. For every
// fault and every kind of request: a typed error whose one sentence names what happened (and
// never the key), reads retried where a retry can help, and writes (POST, DELETE) sent once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  NetworkError,
  TimeoutError,
  VigilError,
  createClient,
  describeError,
  type VigilClient,
} from '../../src/client/index.js';
import { ResponseShapeError, ServerError } from '../../src/client/errors.js';
import {
  MISBEHAVIOURS,
  type Misbehaviour,
  type MisbehavingServer,
  startMisbehavingServer,
  startOtherHost,
} from './misbehaving-server.js';
import { ACCOUNT_ID, SECRET_KEY, errorTexts, expectNoSecret } from './secret.js';

const INCIDENT = '5d0e6a2f-7c41-4b8e-9f3a-1e2d3c4b5a69';
const USER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CHECK = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
/** The client's default: one attempt plus three retries. */
const ATTEMPTS_WITH_RETRIES = 4;
const STALL_TIMEOUT_MS = 300;

type ErrorClass = abstract new (...args: never[]) => Error;

interface Expectation {
  /** What a GET ends with, and how many GETs the server saw. */
  get: { error: ErrorClass; sent: number };
  /** What a POST ends with (always sent exactly once). */
  write: ErrorClass;
  /** What a DELETE ends with (always sent exactly once); null: it succeeds (204/200, body unread). */
  remove: ErrorClass | null;
}

// Retries only where another try can help: the connection broke, the answer never came, or a
// gateway failed (5xx). A complete 200 of the wrong shape or a redirect will not change.
type Fault = (typeof MISBEHAVIOURS)[number];
const EXPECTED: Record<Fault, Expectation> = {
  'reset-mid-body': {
    get: { error: NetworkError, sent: ATTEMPTS_WITH_RETRIES },
    write: NetworkError,
    remove: NetworkError,
  },
  'reset-before-answer': {
    get: { error: NetworkError, sent: ATTEMPTS_WITH_RETRIES },
    write: NetworkError,
    remove: NetworkError,
  },
  'truncated-json': { get: { error: ResponseShapeError, sent: 1 }, write: ResponseShapeError, remove: null },
  'html-502': { get: { error: ServerError, sent: ATTEMPTS_WITH_RETRIES }, write: ServerError, remove: ServerError },
  'wrong-shape': { get: { error: ResponseShapeError, sent: 1 }, write: ResponseShapeError, remove: null },
  stall: { get: { error: TimeoutError, sent: ATTEMPTS_WITH_RETRIES }, write: TimeoutError, remove: TimeoutError },
  'redirect-other-host': { get: { error: ApiError, sent: 1 }, write: ApiError, remove: ApiError },
};

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
    },
    (e: unknown) => e,
  );
}

/** The sentence a user sees: one line, a full stop, and nothing of the key or of an HTML page. */
function expectUserSentence(e: unknown): string {
  expect(e).toBeInstanceOf(VigilError);
  const sentence = describeError(e);
  expect(sentence).not.toContain('\n');
  expect(sentence).toMatch(/[.!?]$/);
  expect(sentence).not.toMatch(/<\/?(html|body|h1|center)/i);
  expectNoSecret(errorTexts(e, describeError));
  return sentence;
}

let other: MisbehavingServer;
const servers = new Map<Misbehaviour, MisbehavingServer>();
const clients: VigilClient[] = [];

function clientOn(server: MisbehavingServer): VigilClient {
  const client = createClient({
    baseUrl: server.baseUrl,
    apiKey: SECRET_KEY,
    accountId: ACCOUNT_ID,
    timeoutMs: server.behaviour === 'stall' ? STALL_TIMEOUT_MS : 10_000,
  });
  clients.push(client);
  return client;
}

beforeAll(async () => {
  other = await startOtherHost();
  for (const behaviour of MISBEHAVIOURS) {
    const server = await startMisbehavingServer({ behaviour });
    server.redirectTarget = other.baseUrl;
    servers.set(behaviour, server);
  }
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all([...servers.values(), other].map((s) => s.close()));
});

// Every fault at once (each has its own server, each method is counted on its own).
describe.concurrent.each(Object.entries(EXPECTED) as Array<[keyof typeof EXPECTED, Expectation]>)(
  '%s',
  (behaviour, expected) => {
    const server = () => servers.get(behaviour)!;

    it(`GET ends with ${expected.get.error.name} after ${expected.get.sent} attempt(s)`, async () => {
      const started = Date.now();
      const e = await failure(clientOn(server()).listChecks());
      expect(e).toBeInstanceOf(expected.get.error);
      expectUserSentence(e);
      expect(server().count('GET')).toBe(expected.get.sent);
      // Did not hang: four attempts of at most 10 s would be 40 s; backoff adds under 2 s.
      expect(Date.now() - started).toBeLessThan(behaviour === 'stall' ? 15_000 : 30_000);
    });

    it(`POST is sent exactly once and ends with ${expected.write.name}`, async () => {
      const e = await failure(
        clientOn(server()).postIncidentUpdate(INCIDENT, { description: 'Database failover done' }),
      );
      expect(e).toBeInstanceOf(expected.write);
      expectUserSentence(e);
      expect(server().count('POST')).toBe(1);
    });

    it(`DELETE is sent exactly once and ends with ${expected.remove?.name ?? 'success'}`, async () => {
      const removal = clientOn(server()).removeMember(USER);
      if (expected.remove === null) {
        await expect(removal).resolves.toBeUndefined();
      } else {
        const e = await failure(removal);
        expect(e).toBeInstanceOf(expected.remove);
        expectUserSentence(e);
      }
      // A DELETE whose answer was lost may have removed the member: sent again it answers 404
      // ("nothing found, check the ID") although the removal worked.
      expect(server().count('DELETE')).toBe(1);
    });

    it('PUT (idempotent) ends with a typed error within the retry budget', async () => {
      const e = await failure(clientOn(server()).updateCheck(CHECK, { activated: false }));
      expectUserSentence(e);
      expect(server().count('PUT')).toBeGreaterThanOrEqual(1);
      expect(server().count('PUT')).toBeLessThanOrEqual(ATTEMPTS_WITH_RETRIES);
    });
  },
);

describe('what the sentences say', () => {
  it('an HTML 502 from a proxy is named by its title, not dumped', async () => {
    const e = await failure(clientOn(servers.get('html-502')!).getCheck(CHECK));
    const sentence = describeError(e);
    expect(sentence).toContain('502');
    expect(sentence).toContain('502 Bad Gateway');
    expect(sentence).toMatch(/proxy/);
  });

  it('a wrong shape names the endpoint and the first wrong field', async () => {
    const e = await failure(clientOn(servers.get('wrong-shape')!).listTestSessions());
    expect(e).toBeInstanceOf(ResponseShapeError);
    expect(describeError(e)).toContain('/v1/test-sessions');
    expect((e as ResponseShapeError).fieldPath).not.toBe('');
  });

  it('a stall names the time limit', async () => {
    const e = await failure(clientOn(servers.get('stall')!).getAccount());
    expect(e).toBeInstanceOf(TimeoutError);
    expect(describeError(e)).toMatch(new RegExp(`within ${STALL_TIMEOUT_MS} ms`));
  });

  it('a redirect to another host is refused, and the other host never hears from vigil', async () => {
    const e = await failure(clientOn(servers.get('redirect-other-host')!).listIncidents());
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(302);
    expect(describeError(e)).toContain(other.baseUrl);
    expect(other.count()).toBe(0);
  });

  it('the passthrough (vigil api) gets the redirect itself, still without following it', async () => {
    const response = await clientOn(servers.get('redirect-other-host')!).send({ method: 'GET', path: '/v1/checks' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(`${other.baseUrl}/v1/checks`);
    expect(other.count()).toBe(0);
  });

  it('abort ends a stalled request at once', async () => {
    const controller = new AbortController();
    const pending = failure(clientOn(servers.get('stall')!).listChecks(undefined, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    const e = await pending;
    expect(describeError(e)).toBe('Cancelled.');
  });
});
