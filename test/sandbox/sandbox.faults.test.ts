// --fail-rate answers a seeded share of requests with 500/503; --latency delays answers.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.js';
import { api } from './support.js';

async function statuses(seed: number, failRate: number, n: number): Promise<number[]> {
  const sb = await startSandbox({ seed, failRate });
  try {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await api(sb, '/v1/checks?limit=1')).status);
    return out;
  } finally {
    await sb.close();
  }
}

describe('injected faults', () => {
  it('fails every request at rate 1 with a 5xx error body', async () => {
    const sb = await startSandbox({ seed: 101, failRate: 1 });
    try {
      const res = await api(sb, '/v1/checks');
      expect([500, 503]).toContain(res.status);
      expect(res.body).toEqual({
        statusCode: res.status,
        error: expect.any(String),
        message: expect.stringContaining('fail-rate'),
      });
      // a refused write changed nothing
      const put = await api(sb, `/v1/checks/${sb.fixtures.pausedCheckId}`, {
        method: 'PUT',
        body: { activated: true },
      });
      expect(put.status).toBeGreaterThanOrEqual(500);
    } finally {
      await sb.close();
    }
  });

  it('fails a seeded share of requests, the same ones for the same seed', async () => {
    const a = await statuses(102, 0.5, 30);
    const b = await statuses(102, 0.5, 30);
    expect(a).toEqual(b);
    expect(a.filter((s) => s === 200).length).toBeGreaterThan(3);
    expect(a.filter((s) => s >= 500).length).toBeGreaterThan(3);
  });

  it('still answers with added latency, and closes while a delayed request waits', async () => {
    const sb = await startSandbox({ seed: 103, latencyMs: 50 });
    const res = await api(sb, '/v1/checks?limit=1');
    expect(res.status).toBe(200);
    const slow = await startSandbox({ seed: 104, latencyMs: 60_000 });
    const pending = api(slow, '/v1/checks').then(
      (r) => r.status,
      () => 'connection closed',
    );
    await new Promise((r) => setTimeout(r, 100));
    await slow.close();
    expect([503, 'connection closed']).toContain(await pending);
    await sb.close();
  });
});
