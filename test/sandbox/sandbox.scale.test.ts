// 10,000 checks and 100,000 sessions: the sandbox starts and serves the far ends of the data.
// (How fast is for `npm run bench`; this only checks that it works.)
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { api } from './support.js';

const sandbox = useSandbox({ seed: 91, checks: 10_000, sessions: 100_000 });

describe('sandbox at scale', () => {
  it('serves 10,000 checks with a matching content-range', async () => {
    const sb = sandbox();
    const last = await api(sb, '/v1/checks?limit=100&page=100');
    expect(last.body).toHaveLength(100);
    expect(last.headers.get('content-range')).toBe('9900-9999/10000');
    expect((await api(sb, '/v1/check-statuses')).body).toHaveLength(10_000);
  });

  it('serves the oldest of 100,000 sessions and their details', async () => {
    const sb = sandbox();
    const oldest = await api(sb, `/v1/test-sessions?limit=5&from=0&to=${Math.floor(Date.now() / 1000) - 27 * 86_400}`);
    expect(oldest.status).toBe(200);
    expect(oldest.body.entries.length).toBe(5);
    const detail = await api(sb, `/v1/test-sessions/${oldest.body.entries[0].id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.results.length).toBeGreaterThan(0);
    const rare = await api(sb, '/v1/test-sessions?textSearch=no-such-text-anywhere');
    expect(rare.body).toEqual({ entries: [], length: 0, nextId: null });
  });
});
