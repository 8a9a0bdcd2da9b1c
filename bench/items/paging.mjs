// 6. Every page of 10,000 checks through the client: how long, how many requests, and the peak
// number of requests in any window of the limit's length, which must never exceed the limit
// (and no 429 may come back). Default limit (600 per 60 s) and a tight one (50 per 5 s) on both
// the client and the sandbox, pages one after another and (tight) all at once.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('../.out/helpers/paging.js', import.meta.url));

export const VARIANTS = [
  { name: 'default limit, page after page', limit: 600, windowMs: 60_000, concurrent: false },
  { name: '50 per 5 s, page after page', limit: 50, windowMs: 5_000, concurrent: false },
  { name: '50 per 5 s, all pages at once', limit: 50, windowMs: 5_000, concurrent: true },
];

function runChild(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`paging bench exited ${code}`)),
    );
  });
}

/** The shortest possible time: every full window the limit forces us to wait out. */
const floorMs = (requests, limit, windowMs) => Math.max(0, Math.ceil(requests / limit) - 1) * windowMs;

export async function paging({ checks }) {
  const results = await runChild({ checks, variants: VARIANTS });
  return results.map((r) => {
    const ok = r.tooMany === 0 && r.maxArrivedInWindow <= r.limit && r.items === checks;
    const floor = floorMs(r.sent, r.limit, r.windowMs);
    return {
      name: `client: every page of ${checks} checks, ${r.name}`,
      unit: 'ms',
      median: r.wallMs,
      min: r.wallMs,
      max: r.wallMs,
      p95: r.wallMs,
      runs: 1,
      target: `never over ${r.limit}/${r.windowMs / 1000} s, no 429`,
      pass: ok,
      note:
        `${r.sent} requests sent, ${r.arrived} arrived, ${r.tooMany} x 429; peak ${r.maxArrivedInWindow} in any ${r.windowMs / 1000} s` +
        (floor > 0 ? `; the limit allows no less than ${(floor / 1000).toFixed(1)} s` : ''),
      detail: r,
    };
  });
}
