// Issue 23, the model below the screens, through the built program in a pseudo-terminal (tmux)
// against the real sandbox: what is not looked at keeps working (refresh, bell, watches), facts
// are whole (a group's checks), writes never wait for background loads, the first frame is
// honest, and degraded data and an exhausted rate limit are said where they show.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/client/index.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../src/sandbox/index.js';
import { tempConfigDir } from '../../helpers/run-cli.js';
import { startInTmux, type TmuxTerminal } from '../../helpers/tmux.js';

const dir = tempConfigDir();
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function sandboxFor(o: SandboxOptions): Promise<RunningSandbox> {
  const sb = await startSandbox(o);
  cleanups.push(() => sb.close());
  return sb;
}

function clientOf(sb: { baseUrl: string; apiKey: string; accountId: string }) {
  const client = createClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey, accountId: sb.accountId });
  cleanups.push(() => client.close());
  return client;
}

function vigil(
  target: { baseUrl: string; apiKey: string; accountId: string },
  o: { args?: string[]; columns?: number; rows?: number } = {},
): TmuxTerminal {
  const term = startInTmux({
    dir,
    env: {
      HOME: dir,
      VIGIL_CONFIG_DIR: dir,
      VIGIL_API_KEY: target.apiKey,
      VIGIL_ACCOUNT_ID: target.accountId,
      VIGIL_BASE_URL: target.baseUrl,
    },
    ...o,
  });
  cleanups.push(() => term.close());
  return term;
}

const ROW = /^(> | {2})(FAIL|DEGR|PASS|PAUSED|\?)\b/;
const rows = (pane: string) => pane.split('\n').filter((l) => ROW.test(l));
const statusOf = (line: string) => ROW.exec(line)?.[2] ?? '';
const RANK: Record<string, number> = { FAIL: 0, DEGR: 1, PASS: 2, '?': 3, PAUSED: 4 };

async function until(test: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`never saw ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the model below the screens, in a terminal', () => {
  it('rings the bell for a check turning failing while Sessions is shown, and Checks comes back fresh (finding 1)', async () => {
    const sb = await sandboxFor({});
    const client = clientOf(sb);
    const active = new Set((await client.listChecks({ limit: 100 })).items.filter((c) => c.activated).map((c) => c.id));
    const passing = (await client.listCheckStatuses()).find(
      (s) => active.has(s.checkId) && !s.hasFailures && !s.hasErrors && !s.isDegraded,
    )!;
    const term = vigil(sb, { args: ['--refresh', '5', '--bell'] });
    await term.waitForPane((p) => rows(p).length > 5, 'the Checks rows');
    const bytes = join(dir, 'bell-bytes');
    writeFileSync(bytes, '');
    term.pipe(`cat >> ${bytes}`);
    term.keys('3');
    await term.waitForPane((p) => p.includes('vigil | Sessions'), 'the Sessions screen');
    sb.setCheckStatus(passing.checkId, 'failing');
    // The next refresh (at most 5 s away) sees it and rings, with Sessions still shown.
    await until(() => readFileSync(bytes, 'utf8').includes('\u0007'), 'the bell', 20_000);
    expect(term.pane()).toContain('vigil | Sessions');
    term.keys('1');
    const pane = await term.waitForPane(
      (p) => p.includes('vigil | Checks') && /FAIL NEW/.test(p),
      'the check marked new',
    );
    // Kept fresh while Checks was away: never older than the interval.
    expect(pane).toMatch(/updated [0-5] s ago/);
  });

  it('sorts, counts and warns over every check of a group, not a page of it (finding 2)', async () => {
    const sb = await sandboxFor({ checks: 2000 });
    const client = clientOf(sb);
    const groups = (await client.listCheckGroups({ limit: 100 })).items;
    let best = { id: 0, total: 0 };
    for (const g of groups) {
      const total = (await client.listGroupChecks(g.id, { limit: 1 })).range?.total ?? 0;
      if (total > best.total) best = { id: g.id, total };
    }
    expect(best.total).toBeGreaterThan(100);
    const statuses = new Map((await client.listCheckStatuses()).map((s) => [s.checkId, s]));
    let failing = 0;
    for (let page = 1; page <= Math.ceil(best.total / 100); page++)
      for (const c of (await client.listGroupChecks(best.id, { page, limit: 100 })).items) {
        const s = statuses.get(c.id);
        if (c.activated !== false && s && (s.hasFailures || s.hasErrors)) failing++;
      }
    const term = vigil(sb, { columns: 120, rows: best.total + 80 });
    await term.waitForPane((p) => rows(p).length > 5, 'the Checks rows');
    term.keys(':');
    term.text(`group ${best.id}`);
    term.keys('Enter');
    const pane = await term.waitForPane(
      (p) => p.includes(`Checks  ${best.total} checks · ${failing} failing`) && rows(p).length === best.total,
      `the whole group counted (${best.total} checks, ${failing} failing)`,
    );
    const words = rows(pane).map(statusOf);
    // Failing first over the whole group: no FAIL after the first PASS, wherever it is.
    for (let i = 1; i < words.length; i++) expect(RANK[words[i]!]!).toBeGreaterThanOrEqual(RANK[words[i - 1]!]!);
    expect(words.filter((w) => w === 'FAIL')).toHaveLength(failing);
    expect(pane).toContain('Warnings (rule 4)');
    expect(pane).not.toContain('this page');
  });

  it('x on a row still loading in the background asks at once instead of refusing (finding 3)', async () => {
    const sb = await sandboxFor({ checks: 10_000 });
    const term = vigil(sb);
    await term.waitForPane((p) => rows(p).length > 5 && p.includes('loading every check'), 'rows while loading');
    // The last row: a passing check whose page has not come yet.
    term.keys('G');
    term.keys('x');
    const pane = await term.waitForPane((p) => /(Pause|Resume) check ".+"\?/.test(p), 'the question');
    expect(pane).toContain('loading every check');
    expect(pane).not.toContain('still loading');
    term.keys('n');
  });

  it('draws rows only failing first with their status: never a name-sorted list of ? (finding 4)', async () => {
    const sb = await sandboxFor({ checks: 10_000, latencyMs: 150 });
    const term = vigil(sb);
    const seen: string[] = [];
    await term.waitForPane((p) => {
      seen.push(p);
      return rows(p).length > 10;
    }, 'the first rows');
    const withRows = seen.filter((p) => rows(p).length > 0);
    expect(withRows.length).toBeGreaterThan(0);
    for (const p of withRows) {
      const words = rows(p).map(statusOf);
      expect(words[0]).toBe('FAIL');
      expect(words).not.toContain('?');
      expect(p).toMatch(/Checks {2}10,000 checks · [\d,]+ failing · [\d,]+ degraded/);
    }
    // Before the rows, only a line saying what is being fetched (or nothing yet).
    for (const p of seen.filter((p) => rows(p).length === 0 && p.includes('vigil | Checks')))
      expect(p).not.toMatch(/Checks {2}\d+ {2}/);
  });

  it('says grp? and which lookup failed while the group names cannot be loaded, and heals at the next refresh (finding 5)', async () => {
    const sb = await sandboxFor({});
    const proxy = await failingGroupsProxy(sb.baseUrl);
    cleanups.push(() => new Promise((r) => proxy.server.close(r)));
    const term = vigil({ ...sb, baseUrl: proxy.baseUrl }, { args: ['--refresh', '5'] });
    let pane = await term.waitForPane((p) => rows(p).length > 5, 'the Checks rows');
    pane = await term.waitForPane((p) => p.includes('group names failed (HTTP 500)'), 'the failed lookup said');
    expect(pane).toMatch(/group names failed \(HTTP 500\), retried at each refresh/);
    expect(rows(pane).some((r) => r.includes('grp?'))).toBe(true);
    // Never the raw group ID passed off as a name with the check's own frequency.
    proxy.failGroups = false;
    pane = await term.waitForPane(
      (p) => !p.includes('grp?') && !p.includes('group names failed') && rows(p).length > 5,
      'the group names after a refresh',
    );
    expect(rows(pane).some((r) => / grp /.test(r))).toBe(true);
  });

  it("says the API's rate limit is used up, counting down, while the first answers wait (finding 6)", async () => {
    const sb = await sandboxFor({});
    const client = clientOf(sb);
    // Another program on the same key used the whole limit.
    await Promise.all(Array.from({ length: 600 }, () => client.listCheckGroups({ limit: 1 }).catch(() => undefined)));
    const term = vigil(sb);
    const WAIT = /the API's rate limit \(600 per 60 s\) is used up: waiting (\d+) s/;
    const first = await term.waitForPane((p) => WAIT.test(p), 'the rate limit said');
    const n = Number(WAIT.exec(first)![1]);
    await term.waitForPane((p) => WAIT.test(p) && Number(WAIT.exec(p)![1]) < n, 'the count going down');
    expect(first).not.toContain('Loading…');
  }, 60_000);

  it('a watch reconnects once the server is back, spending no more than one request a second while it is down (finding 8)', async () => {
    const port = await freePort();
    let sb = await startSandbox({ port, runningSessionMs: 120_000 });
    cleanups.push(() => sb.close());
    const term = vigil(sb, { columns: 120, rows: 30 });
    await term.waitForPane((p) => rows(p).length > 5, 'the Checks rows');
    term.keys('3');
    await term.waitForPane((p) => /^> RUN /m.test(p), 'a running session selected');
    term.keys('w');
    await term.waitForPane((p) => p.includes('WATCHING') && /running for \d/.test(p), 'the watch');
    const left = (p: string) => Number(/(\d+) req left/.exec(p)?.[1] ?? Number.NaN);
    await sb.close();
    let pane = await term.waitForPane((p) => p.includes('RECONNECTING') && !Number.isNaN(left(p)), 'RECONNECTING');
    const downAt = Date.now();
    const before = left(pane);
    pane = await term.waitForPane((p) => /attempt ([6-9]|\d\d)/.test(p) && !Number.isNaN(left(p)), 'attempt 6');
    const downFor = (Date.now() - downAt) / 1000;
    // The rate limit spent while down follows the backoff shown: at most one request a second.
    expect(before - left(pane)).toBeLessThanOrEqual(Math.ceil(downFor) + 3);
    expect(pane).toMatch(/trying again (in 1s|now) \(attempt \d+/);
    sb = await startSandbox({ port, runningSessionMs: 120_000 });
    pane = await term.waitForPane((p) => p.includes('WATCHING') && !p.includes('RECONNECTING'), 'the watch back');
    // The clock is the session's own (it ran before the watch began), never a few ms.
    expect(pane).toMatch(/running for (\d+(\.\d)?s|\d+m)/);
    expect(pane).not.toMatch(/running for \d+ms/);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The sandbox behind a proxy that answers 500 to the group list while `failGroups` is set. */
async function failingGroupsProxy(upstream: string): Promise<{ server: Server; baseUrl: string; failGroups: boolean }> {
  const state = { failGroups: true };
  const server = createServer((req, res) => {
    if (state.failGroups && (req.url ?? '').startsWith('/v1/check-groups')) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal server error' }));
      return;
    }
    const target = new URL(req.url ?? '/', upstream);
    const out = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy = {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    get failGroups() {
      return state.failGroups;
    },
    set failGroups(v: boolean) {
      state.failGroups = v;
    },
  };
  return proxy;
}
