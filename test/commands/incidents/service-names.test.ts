// serviceIdsByName alone, over a stand-in for the client's one method it calls: names matched
// whole (letter case and blanks aside), across the cursor's pages; none or several: one sentence.
import { describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../src/client/index.js';
import { serviceIdsByName } from '../../../src/commands/incidents/service-names.js';
import { UsageError } from '../../../src/commands/errors.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A client whose status page has `names`, two to a page. */
function clientWith(names: readonly string[]): { client: VigilClient; pagesRead: () => number } {
  let reads = 0;
  const services = names.map((name, i) => ({ id: id(i + 1), name }));
  const client = {
    async listStatusPageServices(q?: { nextId?: string }) {
      reads++;
      const from = q?.nextId ? Number(q.nextId) : 0;
      const items = services.slice(from, from + 2);
      return { items, nextId: from + 2 < services.length ? String(from + 2) : null, length: items.length };
    },
  } as unknown as VigilClient;
  return { client, pagesRead: () => reads };
}

const refusal = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UsageError);
  return (error as Error).message;
};

describe('serviceIdsByName', () => {
  it('reads nothing when no name is given', async () => {
    const { client, pagesRead } = clientWith(['API']);
    expect(await serviceIdsByName(client, [])).toEqual([]);
    expect(pagesRead()).toBe(0);
  });

  it('finds each name on any page, letter case and blanks aside, in the order given', async () => {
    const { client, pagesRead } = clientWith(['API', 'Dashboard', 'Checkout', 'Search', 'Webhooks']);
    expect(await serviceIdsByName(client, [' webhooks ', 'API', 'search'])).toEqual([id(5), id(1), id(4)]);
    expect(pagesRead()).toBe(3);
  });

  it('a name no service has: the names there are (the first eight), or a service ID', async () => {
    const names = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10'];
    const message = await refusal(serviceIdsByName(clientWith(names).client, ['API']));
    expect(message).toBe(
      '--service "API" is no service of the status page: use one of A1, A2, A3, A4, A5, A6, A7, A8 and 2 more, ' +
        'or give a service ID',
    );
    expect(await refusal(serviceIdsByName(clientWith([]).client, ['API']))).toContain(
      'the status page has no services, or give a service ID',
    );
  });

  it('a name two services share (a prefix is no match): the IDs to choose from', async () => {
    const message = await refusal(serviceIdsByName(clientWith(['API', 'Checkout', 'api', 'API v2']).client, ['Api']));
    expect(message).toBe(
      `--service "Api" names 2 services of the status page: give the ID of the one you mean (${id(1)}, ${id(3)})`,
    );
  });

  it('a name with control characters is said without them', async () => {
    const message = await refusal(serviceIdsByName(clientWith(['API']).client, ['\u001b[31mred']));
    expect(message).not.toContain('\u001b');
  });
});
