// Aborting cancels a request: one in flight (a long completion wait) and one still waiting for
// a rate-limit slot, which is then never sent.
import { afterAll, describe, expect, it } from 'vitest';
import { isAbort, type VigilClient } from '../../src/client/index.js';
import { AbortError } from '../../src/client/errors.js';
import { clientFor } from '../helpers/client.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 13, runningSessionMs: 120_000 });
const clients: VigilClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

async function until(predicate: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !predicate(); i++) await new Promise((r) => setTimeout(r, 5));
}

describe('abort', () => {
  it('cancels a request in flight, and the client keeps working', async () => {
    const id = sandbox().fixtures.runningSessionIds[0]!;
    const controller = new AbortController();
    let sent = false;
    const watching = clientFor(sandbox(), { onRequest: () => (sent = true) });
    clients.push(watching);
    const pending = watching.awaitTestSessionCompletion(id, { maxWaitSeconds: 30 }, { signal: controller.signal });
    await until(() => sent);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(error).toBeInstanceOf(AbortError);
    expect((await watching.getTestSession(id)).testSessionId).toBe(id);
  });

  it('cancels a request waiting for a rate-limit slot before it is sent', async () => {
    const client = clientFor(sandbox(), { rateLimit: { limit: 1, windowMs: 60_000 } });
    clients.push(client);
    await client.listCheckStatuses();
    const before = sandbox().requests.length;
    const controller = new AbortController();
    const pending = client.listChecks({}, { signal: controller.signal });
    controller.abort();
    expect(isAbort(await pending.catch((e: unknown) => e))).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(sandbox().requests.length).toBe(before);
  });
});
