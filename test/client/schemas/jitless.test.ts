// `compiledParsers: false` (what plain commands use) switches zod to parsing without compiling
// a parser per schema, before the schemas load. zod's setting is per process, so this file
// checks the default first and the switch after, in that order.
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../src/client/index.js';
import { clientFor } from '../../helpers/client.js';
import { useSandbox } from '../../helpers/sandbox.js';

describe('compiledParsers', () => {
  const sandbox = useSandbox();
  const clients: VigilClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('by default leaves zod compiling its parsers', async () => {
    const client = clientFor(sandbox());
    clients.push(client);
    expect((await client.listChecks({ limit: 2 })).items).toHaveLength(2);
    expect(z.config().jitless).not.toBe(true);
  });

  it('when false, has zod parse without compiling, with the same answers', async () => {
    const client = clientFor(sandbox(), { compiledParsers: false });
    clients.push(client);
    const page = await client.listChecks({ limit: 2 });
    expect(z.config().jitless).toBe(true);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
