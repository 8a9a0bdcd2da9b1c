// The first frame of the Checks screen through the built program in a pseudo-terminal (tmux),
// against the real sandbox behind a proxy that holds the group list back: rows come failing first
// with their status as soon as the statuses and the failing checks are in, the cells that need a
// group say grp? and the line under the title says the names are loading; when the names come,
// the same rows fill in. Never a wait for the group names before the first rows.
import { rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../src/sandbox/index.js';
import { tempConfigDir } from '../../helpers/run-cli.js';
import { startInTmux } from '../../helpers/tmux.js';

const dir = tempConfigDir();
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROW = /^(> | {2})(FAIL|DEGR|PASS|PAUSED|\?)\b/;
const rows = (pane: string) => pane.split('\n').filter((l) => ROW.test(l));
const RANK: Record<string, number> = { FAIL: 0, DEGR: 1, PASS: 2, '?': 3, PAUSED: 4 };

/** The sandbox behind a proxy that keeps every group-list request waiting until `release()`. */
async function groupsHeldProxy(upstream: string): Promise<{ server: Server; baseUrl: string; release: () => void }> {
  const held: Array<() => void> = [];
  let released = false;
  const server = createServer((req, res) => {
    const forward = () => {
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
    };
    if (!released && (req.url ?? '').startsWith('/v1/check-groups')) held.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    release: () => {
      released = true;
      for (const f of held.splice(0)) f();
    },
  };
}

describe('the first frame of the Checks screen', () => {
  it('draws the failing rows with their status before the group names answer (cells say grp?), then fills the names in', async () => {
    const sb = await startSandbox({});
    cleanups.push(() => sb.close());
    const proxy = await groupsHeldProxy(sb.baseUrl);
    cleanups.push(() => new Promise((r) => proxy.server.close(r)));
    const term = startInTmux({
      dir,
      env: {
        HOME: dir,
        VIGIL_CONFIG_DIR: dir,
        VIGIL_API_KEY: sb.apiKey,
        VIGIL_ACCOUNT_ID: sb.accountId,
        VIGIL_BASE_URL: proxy.baseUrl,
      },
    });
    cleanups.push(() => term.close());
    const first = await term.waitForPane((p) => rows(p).length > 5, 'the first rows');
    const words = rows(first).map((r) => ROW.exec(r)![2]!);
    expect(words[0]).toBe('FAIL');
    expect(words).not.toContain('?');
    expect(words.map((w) => RANK[w]!)).toEqual([...words.map((w) => RANK[w]!)].sort((a, b) => a - b));
    // The group list is still held: a row whose frequency its group may set says so.
    expect(rows(first).some((r) => r.includes('grp?'))).toBe(true);
    expect(first).toMatch(/loading (the )?group names/);
    proxy.release();
    const filled = await term.waitForPane(
      (p) => rows(p).length > 5 && !p.includes('grp?') && !/loading (the )?group names/.test(p),
      'the group names filled in',
    );
    // The group's frequency now: "5m grp", never the check's own passed off as the one it runs at.
    expect(rows(filled).some((r) => / grp /.test(r))).toBe(true);
    expect(rows(filled)[0]).toMatch(/^> FAIL/);
  });
});
