// 8. Requests to /v2/check-results over a session (issue 28): never more than 5 in any window of
// the endpoint (no 429), and the status refresh never waits behind them. One variant at the real
// 10 s window for 40 s, one playing a 10-minute session with the windows 20 times shorter.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('../.out/helpers/history.js', import.meta.url));

export const VARIANTS = [
  { name: '5 per 10 s, 40 s of a session', windowMs: 10_000, accountWindowMs: 60_000, sessionMs: 40_000 },
  {
    name: '10-minute session played 20x faster (5 per 0.5 s)',
    windowMs: 500,
    accountWindowMs: 3_000,
    sessionMs: 30_000,
  },
];

function runChild(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`history bench exited ${code}`)),
    );
  });
}

export async function history() {
  const results = await runChild({ variants: VARIANTS });
  return results.map((r) => ({
    name: `client: /v2/check-results over a session, ${r.name}`,
    unit: 'req',
    median: r.peak,
    min: r.peak,
    max: r.peak,
    p95: r.peak,
    runs: 1,
    target: 'never over 5 per window, no 429',
    pass: r.peak <= 5 && r.tooMany === 0,
    note: `${r.arrived} sent of ${r.asked} asked (the rest still queued when the session ended), ${r.tooMany} x 429; peak ${r.peak} in any ${r.windowMs / 1000} s; slowest status refresh ${Math.round(r.slowestRefreshMs)} ms`,
    detail: r,
  }));
}
