// Requests to /v2/check-results over a simulated session: a user opening check details (the last
// 30 runs each) and scrolling a list whose failing rows each load their strip, while the status
// refresh goes on. The client keeps the endpoint's budget (and the account's) with the sandbox
// enforcing both. argv[2]: JSON {variants: [{name, windowMs, accountWindowMs, sessionMs}]}:
// the endpoint allows 5 per windowMs (10 s for real; shorter to play 10 minutes in less), the
// account 600 per accountWindowMs. Prints one JSON line: per variant, requests sent and arrived,
// 429s, the peak in any endpoint window, and the slowest status refresh (never held up).
import { performance } from 'node:perf_hooks';
import { CHECK_RESULTS_BUDGET } from '../../src/client/endpoint-limits.js';
import { createClient } from '../../src/client/index.js';
import { startSandbox } from '../../src/sandbox/index.js';

interface Variant {
  name: string;
  windowMs: number;
  accountWindowMs: number;
  sessionMs: number;
}

const { variants } = JSON.parse(process.argv[2] ?? '{}') as { variants: Variant[] };

function peak(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let lo = 0, hi = 0; hi < sorted.length; hi++) {
    while ((sorted[hi] as number) - (sorted[lo] as number) >= windowMs) lo++;
    best = Math.max(best, hi - lo + 1);
  }
  return best;
}

async function run(v: Variant) {
  const rateLimit = { limit: 600, windowMs: v.accountWindowMs };
  const sandbox = await startSandbox({
    checks: 10_000,
    rateLimit,
    checkResultsLimit: { limit: 5, windowMs: v.windowMs },
  });
  const client = createClient({
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    accountId: sandbox.accountId,
    rateLimit,
    endpointLimits: [{ ...CHECK_RESULTS_BUDGET, windowMs: v.windowMs }],
  });
  const failing = (await client.listCheckStatuses()).filter((s) => s.hasFailures || s.isDegraded).map((s) => s.checkId);
  const began = performance.now();
  const refreshMs: number[] = [];
  const history: Array<Promise<unknown>> = [];
  let k = 0;
  // every quarter window: open one check and bring one more failing row on screen (8 asked per
  // window of 5 allowed: the queue grows, the budget must hold)
  const step = v.windowMs / 4;
  while (performance.now() - began < v.sessionMs) {
    for (let i = 0; i < 2; i++) {
      const asked = client.listCheckResults(failing[k++ % failing.length] as string, { limit: 30 });
      asked.catch(() => undefined); // the ones still queued when the session ends are dropped
      history.push(asked);
    }
    const t = performance.now();
    await client.listCheckStatuses();
    refreshMs.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, step));
  }
  const abandoned = history.length;
  await client.close().catch(() => undefined);
  await Promise.allSettled(history);
  const log = sandbox.requests.filter((r) => r.path.startsWith('/v2/check-results/'));
  await sandbox.close();
  return {
    ...v,
    asked: abandoned,
    arrived: log.length,
    tooMany: sandbox.requests.filter((r) => r.status === 429).length,
    peak: peak(
      log.map((r) => r.at),
      v.windowMs,
    ),
    slowestRefreshMs: Math.max(...refreshMs),
  };
}

const results = [];
for (const v of variants) results.push(await run(v));
process.stdout.write(`${JSON.stringify(results)}\n`);
