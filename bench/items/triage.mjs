// 7. Triage on 10,000 checks (issue 15): the check index's first failing-first data, the
// background loading of every check (requests spent, the most it sent in any rate-limit window
// as a share of the limit: the budget is a quarter), and the `/` filter work per keystroke. The
// start-to-first-failing-frame figure is `TUI start to first check row (10,000 checks)`: that
// first row is the first failing check. Runs in its own process (bench/src/triage.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { single } from '../lib/stats.mjs';

const CHILD = fileURLToPath(new URL('../.out/helpers/triage.js', import.meta.url));

function runChild(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`triage bench exited ${code}`)),
    );
  });
}

export async function triage({ checks }) {
  const r = await runChild({ checks });
  return [
    single(
      `triage: statuses + failing + degraded checks in (${checks} checks, in-process)`,
      r.firstMs,
      'ms',
      null,
      undefined,
      'what the first failing-first frame needs; no Ink',
    ),
    single(
      `triage: background loading of every check (${checks})`,
      r.completeMs,
      'ms',
      '<= 25% of the rate-limit window',
      r.backgroundPeakShare <= 0.25,
      `${r.backgroundRequests} background requests (${r.totalRequests} in all); peak ${(r.backgroundPeakShare * 100).toFixed(1)}% of 600/60 s (all requests: ${(r.allPeakShare * 100).toFixed(1)}%)`,
    ),
    single(
      `triage: \`/\` filter per keystroke on ${checks} rows (median)`,
      r.filterMedianMs,
      'ms',
      '< 16 ms median',
      r.filterMedianMs < 16,
      `max ${r.filterMaxMs.toFixed(2)} ms; sorting all rows again on new data: ${r.rebuildMs.toFixed(1)} ms; the Ink redraw is the keypress row`,
    ),
  ];
}
