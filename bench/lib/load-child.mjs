// Load generator in its own process: keeps `concurrency` requests in flight against one URL over
// keep-alive connections for `durationMs` (after a warm-up), and prints one JSON line:
// {requests, errors, non200, seconds, perSecond, latency: {p50, p95, max}}.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

const { url, headers, concurrency, connections, warmupMs, durationMs } = JSON.parse(process.argv[2]);
const target = new URL(url);
const pool = new Pool(target.origin, { connections, pipelining: 1 });
const path = target.pathname + target.search;

let measuring = false;
let stopping = false;
let requests = 0;
let errors = 0;
let non200 = 0;
const latencies = [];

async function worker() {
  while (!stopping) {
    const start = performance.now();
    try {
      const res = await pool.request({ method: 'GET', path, headers });
      await res.body.arrayBuffer();
      if (measuring) {
        requests++;
        if (res.statusCode !== 200) non200++;
        latencies.push(performance.now() - start);
      }
    } catch {
      if (measuring) errors++;
    }
  }
}

const workers = Array.from({ length: concurrency }, worker);
await new Promise((r) => setTimeout(r, warmupMs));
measuring = true;
const began = performance.now();
await new Promise((r) => setTimeout(r, durationMs));
measuring = false;
const seconds = (performance.now() - began) / 1000;
stopping = true;
await Promise.all(workers);
await pool.close();
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
process.stdout.write(
  `${JSON.stringify({ requests, errors, non200, seconds, perSecond: requests / seconds, latency: { p50: at(0.5), p95: at(0.95), max: at(1) } })}\n`,
);
