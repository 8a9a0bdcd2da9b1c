// `vigil checks results <id>` through the built binary against the sandbox: each output, the
// cursor to the next page, the filters, and bad input refused before anything is sent.
import { describe, expect, it } from 'vitest';
import { ok, usageError, useSandboxBinary } from '../../helpers/sandbox-cli.js';

const { sandbox, vigil } = useSandboxBinary({ seed: 8, checkResultsLimit: { limit: 10_000, windowMs: 1_000 } });

describe('checks results', () => {
  it('table: the runs newest first, the strip, since when it fails, and the next page', async () => {
    const id = sandbox().fixtures.failingCheckId;
    const out = ok(await vigil(['checks', 'results', id, '-l', '8', '-o', 'table'], { cache: true }));
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^ {3}RESULT\s+STOPPED \(UTC\)\s+LOCATION\s+RESPONSE\s+TRIES\s+TYPE/);
    const rows = lines.slice(1, 9);
    for (const row of rows)
      expect(row).toMatch(/^[.xd] {2}(passed|failed|degraded) +\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}\S+/);
    expect(rows[0]).toMatch(/^x {2}failed/);
    const times = rows.map((r) => r.slice(11, 30));
    expect([...times].sort().reverse()).toEqual(times);
    expect(out).toMatch(/^Runs [.xd]{7}x \(oldest left, newest right: \. passed, x failed, d degraded\)$/m);
    expect(out).toMatch(/^Now {2}failing since \d\d:\d\d/m);
    const next = /^Next page: vigil checks results \S+ -l 8 (?:-o table )?--cursor (\S+)(?: -o table)?$/m.exec(out);
    expect(next).not.toBeNull();
    for (const line of lines.slice(0, 9)) expect(line.length).toBeLessThanOrEqual(80);
    const page2 = ok(await vigil(['checks', 'results', id, '-l', '8', '--cursor', next?.[1] as string]));
    const json1 = JSON.parse(ok(await vigil(['checks', 'results', id, '-l', '16', '-o', 'json'])));
    const json2 = JSON.parse(
      ok(await vigil(['checks', 'results', id, '-l', '8', '--cursor', next?.[1] as string, '-o', 'json'])),
    );
    expect(json2.data.map((e: { id: string }) => e.id)).toEqual(json1.data.slice(8).map((e: { id: string }) => e.id));
    expect(page2).not.toMatch(/^Now /m);
  });

  it('-o json passes the entries through as the server sent them; -o md is a table', async () => {
    const sb = sandbox();
    const id = sb.fixtures.failingCheckId;
    const json = JSON.parse(ok(await vigil(['checks', 'results', id, '-l', '3', '-o', 'json'])));
    const raw = (await (
      await fetch(`${sb.baseUrl}/v2/check-results/${id}?limit=3`, { headers: { authorization: `Bearer ${sb.apiKey}` } })
    ).json()) as { entries: unknown[]; nextId: string | null };
    expect(json.data).toEqual(raw.entries);
    expect(json.pagination).toEqual({ nextId: raw.nextId, length: 3 });
    const md = ok(await vigil(['checks', 'results', id, '-l', '3', '-o', 'md']));
    expect(md.split('\n')[0]).toMatch(
      /^\| +\| RESULT \| STOPPED \(UTC\) +\| LOCATION +\| RESPONSE \| TRIES \| TYPE +\| ID +\|$/,
    );
    expect(md.trim().split('\n')).toHaveLength(5);
  });

  it('--location, --failed, --from and --to filter on the server', async () => {
    const sb = sandbox();
    const id = sb.fixtures.failingCheckId;
    const statuses = (await (
      await fetch(`${sb.baseUrl}/v1/check-statuses`, { headers: { authorization: `Bearer ${sb.apiKey}` } })
    ).json()) as Array<{ checkId: string; lastRunLocation: string }>;
    const where = statuses.find((s) => s.checkId === id)?.lastRunLocation as string;
    const data = async (...argv: string[]) =>
      JSON.parse(ok(await vigil(['checks', 'results', id, ...argv, '-o', 'json']))).data as Array<{
        runLocation: string;
        hasFailures: boolean;
        stoppedAt: string;
      }>;
    const here = await data('--location', where);
    expect(here.length).toBeGreaterThan(0);
    expect(here.every((e) => e.runLocation === where)).toBe(true);
    expect((await data('--failed')).every((e) => e.hasFailures)).toBe(true);
    const to = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 19);
    const older = await data('--to', to);
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((e) => Date.parse(e.stoppedAt) < Date.parse(`${to}Z`) + 1000)).toBe(true);
    const last = sb.requests.at(-1);
    expect(last?.query).toContain(`to=${Math.floor(Date.parse(`${to}Z`) / 1000)}`);
  });

  it('bad input: exit 2, one sentence, nothing sent', async () => {
    const id = sandbox().fixtures.failingCheckId;
    usageError(await vigil(['checks', 'results']), /needs the check ID/);
    usageError(await vigil(['checks', 'results', 'abc']), /the check ID must be a GUID/);
    usageError(await vigil(['checks', 'results', id, '-l', '0']), /--limit must be a whole number from 1 to 100/);
    usageError(await vigil(['checks', 'results', id, '--location', 'mars-1']), /--location must be a location/);
    usageError(await vigil(['checks', 'results', id, '--from', 'yesterday']), /--from/);
    usageError(await vigil(['checks', 'results', id, '--cursor', ' ']), /--cursor needs/);
    usageError(
      await vigil(['checks', 'results', id, '--from', '2026-11-02', '--to', '2026-11-01']),
      /--from must not be later/,
    );
    usageError(await vigil(['checks', 'results', id, '-o', 'yaml']), /--output must be one of table, json, md/);
  });
});
