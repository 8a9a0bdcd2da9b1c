// `vigil incidents list|get` through the built binary against the sandbox.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectGolden } from '../../helpers/golden.js';
import { ok, usageError, useSandboxBinary } from '../../helpers/sandbox-cli.js';

const NOW = '2025-03-04T09:30:00.000Z';
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(NOW) });
});
afterAll(() => {
  vi.useRealTimers();
});
const { sandbox, vigil } = useSandboxBinary({ seed: 7 });

describe('incidents list', () => {
  it('table, md and json name the same incidents', async () => {
    const table = ok(await vigil(['incidents', 'list', '-o', 'table'], { cache: true }));
    expect(table.split('\n')[0]).toMatch(/^NAME\s+LAST STATUS\s+ID$/);
    expect(table).toContain(sandbox().fixtures.incidentId);
    expect(table).toMatch(new RegExp(`RESOLVED\\s+${sandbox().fixtures.resolvedIncidentId}`));
    expectGolden(import.meta.url, 'list.txt', table);
    const md = ok(await vigil(['incidents', 'list', '-o', 'md']));
    expect(md.split('\n')[0]).toMatch(/^\| NAME +\| SEVERITY \| LAST STATUS +\| ID +\|$/);
    expectGolden(import.meta.url, 'list.md', md);
    const json = JSON.parse(ok(await vigil(['incidents', 'list', '-o', 'json'])));
    expect(json.data.map((i: { id: string }) => i.id)).toContain(sandbox().fixtures.incidentId);
    expect(json.pagination).toMatchObject({ length: json.data.length });
  });

  it('--limit and --cursor walk the pages', async () => {
    const first = JSON.parse(ok(await vigil(['incidents', 'list', '--limit', '2', '-o', 'json'])));
    expect(first.data).toHaveLength(2);
    expect(first.pagination.nextId).toEqual(expect.any(String));
    const second = JSON.parse(
      ok(await vigil(['incidents', 'list', '--limit', '2', '--cursor', first.pagination.nextId, '-o', 'json'])),
    );
    expect(second.data).toHaveLength(2);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    const table = ok(await vigil(['incidents', 'list', '-o', 'table', '--limit', '2']));
    expect(table).toContain(`Next page:      vigil incidents list --limit 2 --cursor ${first.pagination.nextId}`);
  });

  it('bad input: exit 2, nothing sent', async () => {
    usageError(await vigil(['incidents', 'list', '--limit', '101']), /--limit must be a whole number from 1 to 100/);
    usageError(await vigil(['incidents', 'list', '--cursor', '']), /--cursor needs the cursor/);
    usageError(await vigil(['incidents', 'list', 'extra']), /takes no arguments/);
  });
});

describe('incidents get', () => {
  it('detail: the incident and every update, newest first', async () => {
    const id = sandbox().fixtures.resolvedIncidentId;
    const out = ok(await vigil(['incidents', 'get', id]));
    expect(out).toMatch(new RegExp(`^id\\s+${id}$`, 'm'));
    expect(out).toMatch(/^last status\s+RESOLVED$/m);
    expect(out).toContain('Updates (4), newest first');
    const dates = [...out.matchAll(/^ {2}(\d{4}-\d\d-\d\dT[^ ]+) {2}/gm)].map((m) => Date.parse(m[1]!));
    expect(dates).toHaveLength(4);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expectGolden(import.meta.url, 'get-detail.txt', out);
  });

  it('md and json', async () => {
    const id = sandbox().fixtures.resolvedIncidentId;
    const md = ok(await vigil(['incidents', 'get', id, '-o', 'md']));
    expect(md).toMatch(/^## /);
    expect(md).toContain('| Date (UTC)');
    expectGolden(import.meta.url, 'get.md', md);
    const json = JSON.parse(ok(await vigil(['incidents', 'get', id, '-o', 'json'])));
    expect(json.data.id).toBe(id);
    expect(json.data.incidentUpdates).toHaveLength(4);
  });

  it('bad input: exit 2, nothing sent', async () => {
    usageError(await vigil(['incidents', 'get']), /needs the incident ID/);
    usageError(await vigil(['incidents', 'get', 'not-a-guid']), /the incident ID must be a GUID/);
    usageError(
      await vigil(['incidents', 'get', sandbox().fixtures.incidentId, '-o', 'csv']),
      /--output must be one of detail, json, md/,
    );
  });
});
