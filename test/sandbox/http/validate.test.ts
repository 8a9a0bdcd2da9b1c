// Query numbers in decimal digits only: the sandbox answers 400 for `limit=0x10` (which JavaScript's
// Number, under zod's coercion, would take as 16), `1e2`, `0b11` and ` 5`, as the service does.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox.js';

const sandbox = useSandbox();

async function get(path: string): Promise<{ status: number; body: { message?: string } }> {
  const sb = sandbox();
  const res = await fetch(`${sb.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${sb.apiKey}`, 'x-service-account': sb.accountId },
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

describe('sandbox query numbers', () => {
  it.each(['0x10', '1e2', '0b11', '%205', '0o7'])('limit=%s is refused with 400, naming it', async (value) => {
    const r = await get(`/v1/checks?limit=${value}`);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^Query parameter "limit" must be a number in decimal digits, not "/);
  });

  it('decimal numbers are taken', async () => {
    expect((await get('/v1/checks?limit=16')).status).toBe(200);
    expect((await get('/v1/alert-channels?page=1&limit=5')).status).toBe(200);
  });
});
