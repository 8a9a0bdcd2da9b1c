// `vigil checks list|get|pause|resume` through the built binary against the sandbox.
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectGolden } from '../../helpers/golden.js';
import { tempConfigDir } from '../../helpers/run-cli.js';
import { ok, usageError, useSandboxBinary } from '../../helpers/sandbox-cli.js';

// The history endpoint's own 5 per 10 s holds per process (each run is one): the sandbox's is
// widened so this file's runs together never wait for it.
const { sandbox, vigil } = useSandboxBinary({ seed: 7, checkResultsLimit: { limit: 10_000, windowMs: 1_000 } });
const RANK: Record<string, number> = { FAIL: 0, DEGR: 1, PASS: 2, '?': 3, PAUSED: 4 };

interface ListedCheck {
  id: string;
  name: string;
  status: string;
  groupId: number | null;
  checkType: string;
  tags: string[];
}

describe('checks list', () => {
  it('every check, failing first; a row as the Checks screen shows it at 80 columns', async () => {
    const out = ok(await vigil(['checks', 'list', '-o', 'table'], { cache: true }));
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^STATUS\s+NAME\s+TYPE\s+FREQ\s+GROUP\s+ACTIVE\s+MUTED$/);
    const statuses = lines
      .slice(1)
      .map((l) => /^(FAIL|DEGR|PASS|PAUSED|\?)\s/.exec(l)?.[1])
      .filter((s): s is string => s !== undefined);
    const total = (JSON.parse(ok(await vigil(['checks', 'list', '-o', 'json']))).data as unknown[]).length;
    expect(statuses.length).toBe(total);
    expect(statuses.map((s) => RANK[s])).toEqual([...statuses.map((s) => RANK[s]!)].sort((a, b) => a - b));
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(out).toMatch(/^\d+ checks, failing first: \d+ failing, \d+ degraded, \d+ passing, \d+ paused\.$/m);
    expectGolden(import.meta.url, 'list.txt', out);
  });

  it('in a pipe without -o: whole values, tab-separated, no header or notes (as gh prints lists)', async () => {
    const tsv = ok(await vigil(['checks', 'list']));
    const json = JSON.parse(ok(await vigil(['checks', 'list', '-o', 'json']))) as { data: ListedCheck[] };
    const lines = tsv.trimEnd().split('\n');
    expect(lines).toHaveLength(json.data.length);
    const fields = lines.map((l) => l.split('\t'));
    const columns = fields[0]!.length;
    for (const f of fields) expect(f).toHaveLength(columns);
    // The name whole, however long (the fitted table cuts it at 80 columns), and the ID for scripts.
    const longest = json.data.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    const row = fields.find((f) => f.includes(longest.id))!;
    expect(row).toContain(longest.name);
    expect(longest.name.length).toBeGreaterThan(30);
    expect(tsv).not.toMatch(/…|failing first/);
  });

  it('json and md', async () => {
    const json = JSON.parse(ok(await vigil(['checks', 'list', '-o', 'json']))) as {
      data: ListedCheck[];
      pagination: Record<string, unknown>;
    };
    // One shape for every list: the checks are not paged, so there is no next page.
    expect(json.pagination).toEqual({ nextId: null, length: json.data.length });
    expect(json.data[0]!.status).toBe('FAIL');
    expect(json.data.find((c) => c.id === sandbox().fixtures.pausedCheckId)?.status).toBe('PAUSED');
    const md = ok(await vigil(['checks', 'list', '--limit', '10', '-o', 'md']));
    expect(md.split('\n')[0]).toMatch(/^\| STATUS \| NAME +\| TYPE +\| +FREQ \| GROUP +\| ACTIVE \| MUTED \| ID +\|$/);
    expect(md.split('\n')).toHaveLength(13);
    expectGolden(import.meta.url, 'list.md', md);
  });

  it('--status, --group, --type, --tag, --search, --sort and --reverse filter and order as asked', async () => {
    const list = async (...argv: string[]) =>
      (JSON.parse(ok(await vigil(['checks', 'list', ...argv, '-o', 'json']))) as { data: ListedCheck[] }).data;
    const alerting = await list('--status', 'failing,degraded');
    expect(alerting.length).toBeGreaterThan(0);
    for (const c of alerting) expect(['FAIL', 'DEGR']).toContain(c.status);
    const paused = await list('--status', 'paused');
    expect(paused.map((c) => c.id)).toContain(sandbox().fixtures.pausedCheckId);
    const group = sandbox().fixtures.highFrequencyGroupId;
    const inGroup = await list('--group', String(group));
    expect(inGroup.length).toBeGreaterThan(0);
    for (const c of inGroup) expect(c.groupId).toBe(group);
    for (const c of await list('--type', 'brow')) expect(c.checkType).toBe('BROWSER');
    const tagged = await list('--tag', 'critical');
    expect(tagged.length).toBeGreaterThan(0);
    for (const c of tagged) expect(c.tags.map((t) => t.toLowerCase())).toContain('critical');
    for (const c of await list('--search', 'UPTIME')) expect(c.name.toLowerCase()).toContain('uptime');
    const byName = (await list('--sort', 'name')).map((c) => c.name);
    // The Checks screen's order: lower-cased names compared by code unit (format/check-triage.ts).
    const lower = (name: string) => name.toLowerCase();
    expect(byName).toEqual([...byName].sort((a, b) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0)));
    const passingFirst = await list('--reverse');
    expect(passingFirst[0]!.status).toBe('PAUSED');
    // Eight runs of the built program, each reading every check: slow on a loaded machine.
  }, 60_000);

  it('bad input: exit 2, one sentence, nothing sent', async () => {
    usageError(
      await vigil(['checks', 'list', '--status', 'broken']),
      /--status must be one of failing, degraded, passing, paused, not "broken"/,
    );
    usageError(
      await vigil(['checks', 'list', '--sort', 'colour']),
      /--sort must be one of status, name, .*, not "colour"/,
    );
    usageError(await vigil(['checks', 'list', '--group', 'abc']), /--group must be a check group ID/);
    usageError(await vigil(['checks', 'list', '--tag', '']), /--tag needs a value, not an empty string/);
    usageError(await vigil(['checks', 'list', '--limit', '-1']), /--limit|option/);
    usageError(await vigil(['checks', 'list', '--type', ' ']), /--type needs a value, not an empty string/);
    usageError(await vigil(['checks', 'list', '--status', ',']), /--status needs a value, not an empty string/);
  });
});

describe('checks get', () => {
  it('detail: own settings and what it inherits from its group', async () => {
    const id = sandbox().fixtures.highFrequencyBrowserCheckId;
    const out = ok(await vigil(['checks', 'get', id]));
    expect(out).toMatch(new RegExp(`^id\\s+${id}$`, 'm'));
    expect(out).toMatch(/^Inherited from group .+ \(\d+\)$/m);
    expect(out).toMatch(/^ {2}frequency\s+10s {2}\(own: [^)]+\)$/m);
    expect(out).toMatch(/^Alert settings \(rule [123]\)$/m);
    // Its alert channels by name (type and where they send) and ID, as the TUI shows them.
    expect(out).toMatch(/^alert channels +[A-Z_]+ \S.* #\d+(, [A-Z_]+ \S.* #\d+)*$/m);
    // its last runs and since when: the times move with the clock, the strip is the seed's
    expect(out).toMatch(
      /^since +(passing; (last failure \S+ ago|no failure in the last 30 runs)|(failing|degraded) since \d\d:\d\d)/m,
    );
    expect(out).toMatch(/^last runs +[.xd]{30} \(oldest left, newest right: \. passed, x failed, d degraded\)/m);
    expectGolden(
      import.meta.url,
      'get-detail.txt',
      out.replace(/^since .*$/m, 'since           <moves with the clock>'),
    );
    const md = ok(await vigil(['checks', 'get', id, '-o', 'md']));
    expect(md).toContain('| `frequency`');
    expect(md).toContain('10s (from the group)');
    expect(md).toMatch(/^Last runs: `[.xd]{30}` /m);
    expectGolden(import.meta.url, 'get.md', md.replace(/^(Last runs: `[.xd]{30}`) .*$/m, '$1 <moves with the clock>'));
    const json = JSON.parse(ok(await vigil(['checks', 'get', id, '-o', 'json'])));
    expect(json.data.id).toBe(id);
    expect(json.group.id).toBe(sandbox().fixtures.highFrequencyGroupId);
    expect(json.applied.frequency).not.toBe(undefined);
    expect(json.history).toEqual({
      strip: expect.stringMatching(/^[.xd]{30}$/),
      since: expect.any(String),
      stateChanges: expect.any(Number),
      flapping: expect.any(Boolean),
    });
  });

  it('says since when a failing check fails, and marks a flapping one (threshold from settings)', async () => {
    const sb = sandbox();
    const failing = sb.fixtures.failingCheckId;
    const out = ok(await vigil(['checks', 'get', failing]));
    expect(out).toMatch(/^status +FAIL/m);
    expect(out).toMatch(/^since +failing since \d\d:\d\d( or earlier)? \(\S+( \S+)?\+?, \d+\+? runs? in a row\)$/m);
    expect(out).toMatch(/^last runs +[.xd]*x \(/m);
    // a check whose last 30 runs changed state 3 times or more
    const headers = { authorization: `Bearer ${sb.apiKey}` };
    const statuses = (await (await fetch(`${sb.baseUrl}/v1/check-statuses`, { headers })).json()) as {
      checkId: string;
    }[];
    let flappy: { id: string; changes: number } | undefined;
    for (const s of statuses) {
      const page = (await (
        await fetch(`${sb.baseUrl}/v2/check-results/${s.checkId}?limit=30`, { headers })
      ).json()) as {
        entries: Array<{ hasFailures: boolean; hasErrors: boolean; isDegraded: boolean }>;
      };
      const runs = page.entries;
      const word = (r: (typeof runs)[number]) => (r.hasFailures || r.hasErrors ? 'x' : r.isDegraded ? 'd' : '.');
      const changes = runs.filter((r, i) => i > 0 && word(r) !== word(runs[i - 1] as (typeof runs)[number])).length;
      if (changes >= 3) {
        flappy = { id: s.checkId, changes };
        break;
      }
    }
    if (!flappy) throw new Error('seed 7 has no check that changed state 3 times in 30 runs');
    const withThreshold = async (flapThreshold: number) => {
      const dir = tempConfigDir();
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'settings.json'), JSON.stringify({ flapThreshold }));
      return ok(await vigil(['checks', 'get', flappy.id], { env: { VIGIL_CONFIG_DIR: dir } }));
    };
    expect(await withThreshold(flappy.changes - 1)).toMatch(/^status +\S+, flapping$/m);
    expect(await withThreshold(flappy.changes - 1)).toMatch(new RegExp(`flapping: ${flappy.changes} changes$`, 'm'));
    expect(await withThreshold(flappy.changes)).not.toMatch(/flapping/);
  });

  it('bad input: exit 2, nothing sent', async () => {
    usageError(await vigil(['checks', 'get']), /needs the check ID/);
    usageError(await vigil(['checks', 'get', '12']), /the check ID must be a GUID/);
  });
});

describe('checks pause and resume', () => {
  it('--yes pauses and resumes; the sandbox sees one PUT each', async () => {
    const id = sandbox().fixtures.failingCheckId;
    const puts = () => sandbox().requests.filter((r) => r.method === 'PUT' && r.path === `/v1/checks/${id}`).length;
    const before = puts();
    expect(ok(await vigil(['checks', 'pause', id, '--yes']))).toMatch(/^Paused check ".+" \(.+\)\.\n$/);
    expect(JSON.parse(ok(await vigil(['checks', 'get', id, '-o', 'json']))).data.activated).toBe(false);
    expect(ok(await vigil(['checks', 'pause', id, '--yes']))).toMatch(/is already paused; nothing was sent/);
    expect(ok(await vigil(['checks', 'resume', id, '-y']))).toMatch(/^Resumed check /);
    expect(JSON.parse(ok(await vigil(['checks', 'get', id, '-o', 'json']))).data.activated).toBe(true);
    expect(puts() - before).toBe(2);
  });

  it('refused without --yes and no terminal, and under --read-only: exit 2, nothing sent', async () => {
    const id = sandbox().fixtures.failingCheckId;
    usageError(
      await vigil(['checks', 'pause', id]),
      /needs confirmation and there is no terminal to ask on: pass --yes/,
    );
    usageError(await vigil(['--read-only', 'checks', 'pause', id, '--yes']), /--read-only is on/);
    usageError(await vigil(['checks', 'resume', id, '--yes', '--read-only']), /--read-only is on/);
    usageError(await vigil(['checks', 'pause', 'nope', '--yes']), /the check ID must be a GUID/);
    usageError(await vigil(['checks', 'resume']), /needs the check ID/);
  });
});
