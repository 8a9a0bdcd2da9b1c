// 5. Sandbox throughput on GET /v1/checks?limit=100: the sandbox in one process, a load
// generator (undici, keep-alive, N requests in flight) in another, so neither slows the other's
// event loop; rate limit raised out of the way. A few short rounds; requests/s of each.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NO_RATE_LIMIT, startSandboxProcess } from '../lib/sandbox.mjs';
import { cpuMsOf } from '../lib/proc.mjs';
import { summarize } from '../lib/stats.mjs';

export const TARGET_RPS = 5_000;
const LOAD = fileURLToPath(new URL('../lib/load-child.mjs', import.meta.url));

function runLoad(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LOAD, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load generator exited ${code}`)),
    );
  });
}

export async function throughput({ rounds, durationMs, concurrency }) {
  const sandbox = await startSandboxProcess({ rateLimit: NO_RATE_LIMIT });
  const results = [];
  try {
    for (let i = 0; i < rounds; i++) {
      const cpuBefore = cpuMsOf(sandbox.pid);
      const round = await runLoad({
        url: `${sandbox.baseUrl}/v1/checks?limit=100`,
        headers: { authorization: `Bearer ${sandbox.apiKey}`, 'x-service-account': sandbox.accountId },
        concurrency,
        connections: concurrency,
        warmupMs: 500,
        durationMs,
      });
      // CPU the sandbox spent per answered request; the warm-up ran at the same rate, so the
      // CPU is spread over its requests too.
      round.cpuUsPerRequest = ((cpuMsOf(sandbox.pid) - cpuBefore) * 1000) / round.requests / (1 + 500 / durationMs);
      results.push(round);
    }
  } finally {
    await sandbox.close();
  }
  const bad = results.reduce((n, r) => n + r.errors + r.non200, 0);
  if (bad > 0) throw new Error(`the sandbox answered ${bad} requests with an error or a non-200 status under load`);
  const s = summarize(results.map((r) => r.perSecond));
  const p50 = summarize(results.map((r) => r.latency.p50)).median;
  const p95 = summarize(results.map((r) => r.latency.p95)).median;
  const cpuUs = summarize(results.map((r) => r.cpuUsPerRequest)).median;
  return [
    {
      name: `sandbox \`GET /v1/checks?limit=100\`, ${concurrency} in flight`,
      unit: 'req/s',
      ...s,
      target: `> ${TARGET_RPS.toLocaleString('en-US')} req/s`,
      pass: s.median > TARGET_RPS,
      note:
        `${rounds} rounds of ${durationMs / 1000} s; latency p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; ` +
        `the sandbox used ~${cpuUs.toFixed(0)} µs of CPU per request (about ${Math.round(1e6 / cpuUs).toLocaleString('en-US')} req/s for one free core)`,
    },
  ];
}
