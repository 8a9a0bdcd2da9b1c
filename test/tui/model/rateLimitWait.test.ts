import { describe, expect, it } from 'vitest';
import type { ResponseEvent } from '../../../src/client/index.js';
import { RateLimitWait } from '../../../src/tui/model/rateLimitWait.js';
import { FakeClock } from '../../client/fake-clock.js';

const answer = (status: number, headers: Record<string, string>, path = '/v1/check-statuses') =>
  ({
    method: 'GET',
    url: '',
    path,
    status,
    statusText: '',
    headers,
    attempt: 1,
  }) as ResponseEvent;

describe('RateLimitWait', () => {
  it("says the API's rate limit is used up, counting down from the 429's Retry-After, then nothing", async () => {
    const clock = new FakeClock();
    const wait = new RateLimitWait({ limit: 600, windowMs: 60_000 }, clock);
    wait.onResponse(answer(200, {}));
    expect(wait.sentence()).toBeUndefined();
    wait.onResponse(answer(429, { 'retry-after': '27', 'x-ratelimit-limit': '600' }));
    expect(wait.sentence()).toBe("the API's rate limit (600 per 60 s) is used up: waiting 27 s");
    await clock.advance(10_000);
    expect(wait.sentence()).toBe("the API's rate limit (600 per 60 s) is used up: waiting 17 s");
    await clock.advance(17_000);
    expect(wait.sentence()).toBeUndefined();
  });

  it("leaves a check's runs' own budget (5 per 10 s) to its loader, unless the server names the account's limit", () => {
    const clock = new FakeClock();
    const wait = new RateLimitWait({ limit: 600, windowMs: 60_000 }, clock);
    const runs = '/v2/check-results/6b1d2c3e-0000-4000-8000-000000000001';
    wait.onResponse(answer(429, { 'retry-after': '8', 'x-ratelimit-limit': '5' }, runs));
    wait.onResponse(answer(429, { 'retry-after': '8' }, runs));
    expect(wait.sentence()).toBeUndefined();
    wait.onResponse(answer(429, { 'retry-after': '8', 'x-ratelimit-limit': '600' }, runs));
    expect(wait.sentence()).toBe("the API's rate limit (600 per 60 s) is used up: waiting 8 s");
  });
});
