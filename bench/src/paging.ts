// 6. The client fetching every page of the sandbox's checks (limit 100), with the client's and
// the sandbox's rate limits both in force. Runs in its own process (sandbox and client share
// it, so the sandbox's request log is at hand). argv[2]: JSON {checks, variants: [{name,
// limit, windowMs, concurrent}]}. Prints one JSON line: an array with, per variant, wall time,
// requests sent (by the client's onRequest), requests the sandbox saw, 429s, and the most
// requests that arrived in any sliding window of the limit's length.
import { performance } from 'node:perf_hooks';
import { createClient } from '../../src/client/index.js';
import { iteratePages } from '../../src/client/paging.js';
import { startSandbox } from '../../src/sandbox/index.js';

interface Variant {
  name: string;
  limit: number;
  windowMs: number;
  /** Fetch pages 2..N all at once (after page 1 gave the total) instead of one after another. */
  concurrent: boolean;
}

const PAGE_LIMIT = 100;
const { checks, variants } = JSON.parse(process.argv[2] ?? '{}') as { checks: number; variants: Variant[] };

/** The most timestamps in any window [t, t + windowMs). */
function maxInWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let lo = 0;
  for (let hi = 0; hi < sorted.length; hi++) {
    while (sorted[hi]! - sorted[lo]! >= windowMs) lo++;
    best = Math.max(best, hi - lo + 1);
  }
  return best;
}

async function run(v: Variant) {
  const rateLimit = { limit: v.limit, windowMs: v.windowMs };
  const sandbox = await startSandbox({ checks, rateLimit });
  const sentAt: number[] = [];
  const client = createClient({
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    accountId: sandbox.accountId,
    rateLimit,
    onRequest: () => sentAt.push(Date.now()),
  });
  let items = 0;
  const began = performance.now();
  try {
    if (v.concurrent) {
      const first = await client.listChecks({ page: 1, limit: PAGE_LIMIT });
      items += first.items.length;
      const pages = Math.ceil((first.range?.total ?? 0) / PAGE_LIMIT);
      const rest = await Promise.all(
        Array.from({ length: pages - 1 }, (_, i) => client.listChecks({ page: i + 2, limit: PAGE_LIMIT })),
      );
      for (const page of rest) items += page.items.length;
    } else {
      for await (const page of iteratePages((page) => client.listChecks({ page, limit: PAGE_LIMIT })))
        items += page.items.length;
    }
  } finally {
    await client.close();
  }
  const wallMs = performance.now() - began;
  const log = sandbox.requests.filter((r) => r.path === '/v1/checks');
  await sandbox.close();
  return {
    ...v,
    items,
    wallMs,
    sent: sentAt.length,
    arrived: log.length,
    tooMany: log.filter((r) => r.status === 429).length,
    maxArrivedInWindow: maxInWindow(
      log.map((r) => r.at),
      v.windowMs,
    ),
    maxSentInWindow: maxInWindow(sentAt, v.windowMs),
  };
}

const results = [];
for (const v of variants) results.push(await run(v));
process.stdout.write(`${JSON.stringify(results)}\n`);
