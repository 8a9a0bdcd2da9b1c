import { startSandbox } from '../src/sandbox/index.ts';
import { createClient } from '../src/client/index.ts';
const sb = await startSandbox({ port: 0, checks: 10000, sessions: 1000 } as any);
const c = createClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey, accountId: sb.accountId, rateLimit: { limit: 100000, windowMs: 60000 } } as any);
for (let i = 0; i < 4; i++) {
  const t0 = performance.now();
  const raw = await c.send({ method: 'GET', path: '/v1/check-statuses' });
  const t1 = performance.now();
  const parsed = JSON.parse(raw.body);
  const t2 = performance.now();
  const s = await c.listCheckStatuses();
  const t3 = performance.now();
  console.log('raw', (t1 - t0).toFixed(1), 'bytes', raw.body.length, 'JSON.parse', (t2 - t1).toFixed(1), 'listCheckStatuses(total)', (t3 - t2).toFixed(1), s.length, parsed.length);
}
await c.close(); await sb.close();
