// Job logs of test-session results. Shape (our choice where the upstream leaves `jobLog` open):
// an array of `{ time: <ms since epoch>, level: 'DEBUG'|'INFO'|'WARN'|'ERROR', msg: string }`.
// Some lines are very long or hold escape sequences and wide characters, as real logs do.
import type { Check, TestSessionStatus } from '../../client/schemas/index.js';
import type { Rng } from '../random.js';

export interface JobLogLine {
  time: number;
  level: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  msg: string;
}

interface LogInput {
  rng: Rng;
  check: Check;
  location: string;
  startedAt: number;
  stoppedAt: number;
  lines: number;
  status: TestSessionStatus;
  errorText: string | undefined;
}

const FILLER: ReadonlyArray<(r: Rng) => string> = [
  (r) => `GET https://shop.example.com/api/items?page=${r.int(50)} 200 (${r.range(20, 900)}ms)`,
  (r) => `POST https://api.example.com/v1/orders 201 (${r.range(40, 1500)}ms)`,
  (r) => `Waiting for selector "[data-test=product-${r.int(99)}]"`,
  () => 'Clicking button "Add to cart"',
  () => 'Filling input[name=email] with "test+sandbox@example.com"',
  (r) => `console.log: cart total is ${r.range(1, 500)}.${r.range(10, 99)} €`,
  (r) => `Response headers: content-type=application/json; x-request-id=${r.hex(16)}`,
  () => 'Screenshot saved: screenshot-1.jpg',
  (r) => `Web vitals: LCP=${r.range(300, 4000)}ms CLS=0.0${r.int(9)} TBT=${r.int(400)}ms`,
  () => 'console.warn: Deprecated API used: document.domain',
  () => 'Ausgabe: Überprüfung abgeschlossen – 日本語のログ行 – 🚦 done',
  (r) => `payload: ${JSON.stringify({ id: r.hex(8), items: [1, 2, 3], note: 'x'.repeat(r.range(300, 2500)) })}`,
  () =>
    'console.log: \u001b[32mcolored output\u001b[0m from the page ' +
    '\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007',
];

export function buildJobLog(o: LogInput): JobLogLine[] {
  const { rng, check, location, startedAt, stoppedAt } = o;
  const total = Math.max(4, o.lines);
  const step = Math.max(1, (stoppedAt - startedAt) / total);
  const out: JobLogLine[] = [];
  const at = (k: number) => Math.round(startedAt + k * step);
  out.push({ time: at(0), level: 'INFO', msg: `Starting ${check.checkType} check "${check.name}" in ${location}` });
  out.push({ time: at(1), level: 'DEBUG', msg: `Runtime ${check.runtimeId ?? '2025.04'}, attempt 1` });
  const failing = o.status === 'FAILED' && o.errorText !== undefined;
  const filler = total - 2 - (failing ? 1 : 0) - (o.status === 'RUNNING' ? 0 : 1);
  for (let k = 2; k < 2 + filler; k++) {
    const text = (FILLER[rng.int(FILLER.length)] as (r: Rng) => string)(rng);
    out.push({
      time: at(k),
      level: rng.chance(0.05) ? 'WARN' : rng.chance(0.3) ? 'DEBUG' : 'INFO',
      msg: `[${k}] ${text}`,
    });
  }
  if (failing) out.push({ time: at(total - 2), level: 'ERROR', msg: o.errorText as string });
  if (o.status !== 'RUNNING') {
    out.push({
      time: stoppedAt,
      level: o.status === 'FAILED' ? 'ERROR' : 'INFO',
      msg: `Check run finished: ${o.status} after ${stoppedAt - startedAt}ms`,
    });
  }
  return out;
}
