import { describe, expect, it } from 'vitest';
import { requestsOnTheirWay } from '../../../src/tui/state/requests-sent.js';

const settled = async (p: Promise<void>, ms: number): Promise<boolean> =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('requestsOnTheirWay', () => {
  it('resolves soon after the given number of requests, not before', async () => {
    const wait = requestsOnTheirWay(3, 10_000);
    wait.onRequest();
    wait.onRequest();
    expect(await settled(wait.sent, 30)).toBe(false);
    wait.onRequest();
    expect(await settled(wait.sent, 30)).toBe(true);
  });

  it('resolves after the wait even when fewer requests come', async () => {
    const wait = requestsOnTheirWay(4, 20);
    wait.onRequest();
    expect(await settled(wait.sent, 1_000)).toBe(true);
  });
});
