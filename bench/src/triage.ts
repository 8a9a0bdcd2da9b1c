// The Checks screen's check index on 10,000 checks, in one process with the sandbox (at its
// default rate limit, 600 per 60 s): how long the first failing-first data takes (statuses and
// the failing and degraded checks), how long the background loading takes to hold every check,
// the requests it spends, and the most requests it sent in any window of the limit's length as a
// share of the limit (the budget is a quarter). Then the `/` filter work per keystroke on 10,000
// rows (sorted once, filtered per key, as the screen does). Prints one JSON line.
import { performance } from 'node:perf_hooks';
import { createClient } from '../../src/client/index.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { parseQuery } from '../../src/format/check-triage.js';
import { CheckIndex } from '../../src/tui/model/checkIndex.js';
import { indexRows, sortedRows, visibleRows } from '../../src/tui/screens/checks/triageView.js';
import { FAILING_FIRST } from '../../src/format/check-triage.js';

const { checks } = JSON.parse(process.argv[2] ?? '{}') as { checks: number };
const rateLimit = { limit: 600, windowMs: 60_000 };

const sandbox = await startSandbox({ checks, rateLimit });
const sent: number[] = [];
const client = createClient({
  baseUrl: sandbox.baseUrl,
  apiKey: sandbox.apiKey,
  accountId: sandbox.accountId,
  rateLimit,
  onRequest: () => sent.push(Date.now()),
});
const index = new CheckIndex(client, { refreshMs: null, bell: false, rateLimit });
const began = performance.now();
let firstMs = 0;
await new Promise<void>((resolve) => {
  const off = index.subscribe(() => {
    // The first frame the screen draws rows for: its top row failing, with its status.
    if (!firstMs && index.firstAnswersIn() && sortedRows(index, indexRows(index), FAILING_FIRST)[0]?.status === 'FAIL')
      firstMs = performance.now() - began;
    if (index.complete) {
      off();
      resolve();
    }
  });
  index.start();
});
const completeMs = performance.now() - began;

function maxInWindow(times: number[], windowMs: number): number {
  let best = 0;
  let lo = 0;
  for (let hi = 0; hi < times.length; hi++) {
    while (times[hi]! - times[lo]! >= windowMs) lo++;
    best = Math.max(best, hi - lo + 1);
  }
  return best;
}

// `/` keystrokes: the name of the last check typed one character at a time.
const rows = sortedRows(index, indexRows(index), FAILING_FIRST);
const name = rows[rows.length - 1]!.name.slice(0, 12);
const keyMs: number[] = [];
for (let round = 0; round < 5; round++) {
  for (let i = 1; i <= name.length; i++) {
    const t = performance.now();
    visibleRows(index, rows, { query: parseQuery(name.slice(0, i)), alertingOnly: false });
    keyMs.push(performance.now() - t);
  }
}
keyMs.sort((a, b) => a - b);
const sortStart = performance.now();
sortedRows(index, indexRows(index), FAILING_FIRST);
const rebuildMs = performance.now() - sortStart;

process.stdout.write(
  `${JSON.stringify({
    checks: index.checks.size,
    firstMs,
    completeMs,
    totalRequests: sent.length,
    backgroundRequests: index.budget.spent,
    backgroundPeakShare: index.budget.peakShare(),
    allPeakShare: maxInWindow(sent, rateLimit.windowMs) / rateLimit.limit,
    filterMedianMs: keyMs[Math.floor(keyMs.length / 2)],
    filterMaxMs: keyMs[keyMs.length - 1],
    rebuildMs,
  })}\n`,
);
index.close();
await client.close();
await sandbox.close();
