// The sandbox's error answers become the client's typed errors: 400, 401, 403, 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  describeError,
  type VigilClient,
} from '../../src/client/index.js';
import { BadRequestError } from '../../src/client/errors.js';
import { clientFor } from '../helpers/client.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 3 });
let client: VigilClient;
let readOnly: VigilClient;

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
}

beforeAll(() => {
  client = clientFor(sandbox());
  readOnly = clientFor(sandbox(), { key: 'readOnly' });
});
afterAll(async () => {
  await client.close();
  await readOnly.close();
});

describe('400 Bad Request', () => {
  it('for a page size over 100, saying which parameter', async () => {
    const e = await failure(client.listChecks({ limit: 101 }));
    expect(e).toBeInstanceOf(BadRequestError);
    expect((e as BadRequestError).message).toContain('limit');
    expect(describeError(e)).toContain('400');
  });

  it('for an incident update without a description, and nothing is stored', async () => {
    const { incidentId } = sandbox().fixtures;
    const before = await client.listIncidentUpdates(incidentId);
    const e = await failure(client.postIncidentUpdate(incidentId, { description: '' }));
    expect(e).toBeInstanceOf(BadRequestError);
    expect((e as BadRequestError).message).toContain('description');
    expect(await client.listIncidentUpdates(incidentId)).toHaveLength(before.length);
  });

  it('for a malformed public date', async () => {
    const e = await failure(
      client.postIncidentUpdate(sandbox().fixtures.incidentId, {
        description: 'x',
        publicIncidentUpdateDate: 'yesterday',
      }),
    );
    expect(e).toBeInstanceOf(BadRequestError);
  });
});

describe('401 Unauthorized', () => {
  it('for an unknown key, with attributes, and the sentence says to log in again', async () => {
    const stranger = clientFor(sandbox(), { apiKey: 'not-a-real-key-1234' });
    try {
      const e = await failure(stranger.listChecks());
      expect(e).toBeInstanceOf(UnauthorizedError);
      expect((e as UnauthorizedError).message).toBe('Bad Token');
      expect((e as UnauthorizedError).attributes).toBeTypeOf('object');
      expect(describeError(e)).toContain('vigil login');
      expect(describeError(e)).not.toContain('not-a-real-key-1234');
    } finally {
      await stranger.close();
    }
  });
});

describe('403 Forbidden', () => {
  it('for a write with the read-only key, which still reads', async () => {
    const { pausedCheckId, incidentId, removableUserId } = sandbox().fixtures;
    expect((await readOnly.getCheck(pausedCheckId)).id).toBe(pausedCheckId);
    expect(await failure(readOnly.updateCheck(pausedCheckId, { activated: true }))).toBeInstanceOf(ForbiddenError);
    expect(await failure(readOnly.postIncidentUpdate(incidentId, { description: 'nope' }))).toBeInstanceOf(
      ForbiddenError,
    );
    expect(await failure(readOnly.removeMember(removableUserId))).toBeInstanceOf(ForbiddenError);
    expect((await client.getCheck(pausedCheckId)).activated).toBe(false);
    expect((await client.listMembers()).items.map((m) => m.userId)).toContain(removableUserId);
  });

  it('for another account named in X-Service-Account', async () => {
    const e = await failure(client.getAccount(randomUUID()));
    expect(e).toBeInstanceOf(ForbiddenError);
  });
});

describe('404 Not Found', () => {
  it.each([
    ['check', (c: VigilClient) => c.getCheck(randomUUID())],
    ['check group', (c: VigilClient) => c.getCheckGroup(999_999)],
    ['incident', (c: VigilClient) => c.getIncident(randomUUID())],
    ['incident update target', (c: VigilClient) => c.postIncidentUpdate(randomUUID(), { description: 'x' })],
    ['test session', (c: VigilClient) => c.getTestSession(randomUUID())],
    ['error group', (c: VigilClient) => c.getErrorGroup(randomUUID())],
    ['member', (c: VigilClient) => c.removeMember(randomUUID())],
  ])('for an unknown %s', async (_what, call) => {
    const e = await failure(call(client));
    expect(e).toBeInstanceOf(NotFoundError);
    expect((e as NotFoundError).status).toBe(404);
  });
});
