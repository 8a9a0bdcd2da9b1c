// `vigil check-groups list|get` through the built binary against the sandbox: every output
// format checked on content, golden files read by eye, and bad input refused before sending.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ts from 'typescript';
import type { AlertChannel, CheckGroup } from '../../../src/client/schemas/index.js';
import { alertChannelName } from '../../../src/format/alerts.js';
import { expectGolden } from '../../helpers/golden.js';
import { ok, usageError, useSandboxBinary } from '../../helpers/sandbox-cli.js';
import { MASKED_SECRET } from '../../../src/format/group-code.js';
import { CHECK_GROUP_V2_SETTINGS } from '../../helpers/check-group-settings.js';

const NOW = '2025-03-04T09:30:00.000Z';
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(NOW) });
});
afterAll(() => {
  vi.useRealTimers();
});
const { sandbox, vigil } = useSandboxBinary({ seed: 7 });

describe('check-groups list', () => {
  it('table: one row per group with its check count; fits 80 columns', async () => {
    const out = ok(await vigil(['check-groups', 'list', '-o', 'table'], { cache: true }));
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+ACTIVE\s+MUTED\s+FREQ\s+CONC\s+CHECKS/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    const paused = lines.find((l) => l.startsWith(`${sandbox().fixtures.pausedGroupId} `))!;
    expect(paused).toMatch(/\sno\s/);
    expect(out).toMatch(/groups on page 1 of \d+ groups in all\./);
    expectGolden(import.meta.url, 'list.txt', out);
  });

  it('json: the groups as sent, and the page', async () => {
    const out = JSON.parse(ok(await vigil(['check-groups', 'list', '--limit', '3', '-o', 'json']))) as {
      data: CheckGroup[];
      pagination: Record<string, unknown>;
    };
    expect(out.data).toHaveLength(3);
    expect(out.data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    // One shape for every list: nextId is what --page takes for the next page.
    expect(out.pagination).toEqual({ nextId: '2', length: 3 });
  });

  it('md: a table with every column; --page and --search', async () => {
    const out = ok(await vigil(['check-groups', 'list', '-o', 'md']));
    expect(out.split('\n')[0]).toMatch(/^\| ID +\| NAME +\| ACTIVE \| MUTED \| FREQ \| CONC \| CHECKS \| TAGS +\|$/);
    expectGolden(import.meta.url, 'list.md', out);
    const page2 = JSON.parse(ok(await vigil(['check-groups', 'list', '--limit', '2', '--page', '2', '-o', 'json'])));
    expect(page2.data.map((g: CheckGroup) => g.id)).toEqual([3, 4]);
    const searched = ok(await vigil(['check-groups', 'list', '-o', 'table', '--search', 'PAUSED']));
    expect(searched.split('\n').filter((l) => /^\d+ {2,}/.test(l))).toHaveLength(1);
  });

  it('bad input: exit 2, one sentence, nothing sent', async () => {
    usageError(await vigil(['check-groups', 'list', '--limit', '0']), /--limit must be a whole number from 1 to 100/);
    usageError(await vigil(['check-groups', 'list', '--page', 'x']), /--page must be a whole number/);
    usageError(await vigil(['check-groups', 'list', '-o', 'xml']), /--output must be one of table, json, md/);
    usageError(await vigil(['check-groups', 'list', '--nope']), /unknown option --nope/);
  });
});

describe('check-groups get', () => {
  it('detail: every setting with defaults marked, rules in words, rule 4 warnings, its checks', async () => {
    const id = sandbox().fixtures.highFrequencyGroupId;
    const out = ok(await vigil(['check-groups', 'get', String(id)]));
    for (const label of CHECK_GROUP_V2_SETTINGS) {
      expect(out).toMatch(new RegExp(`^  ${label} `, 'm'));
    }
    expect(out).toMatch(/^ {2}activated\s+yes {2}\(default\)$/m);
    expect(out).toMatch(/^ {2}frequency\s+EVERY_10S \(10s\)$/m);
    expect(out).toMatch(/Warnings \(rule 4\)\n {2}WARN \d+ BROWSER checks? cannot run every 10s/);
    expect(out).toContain(sandbox().fixtures.highFrequencyBrowserCheckId);
    expectGolden(import.meta.url, 'get-detail.txt', out);
  });

  it('alertChannels: each channel by type and target with its ID, as a check names it (one request for the names)', async () => {
    const sb = sandbox();
    const id = sb.fixtures.highFrequencyGroupId;
    const headers = { authorization: `Bearer ${sb.apiKey}`, 'x-service-account': sb.accountId };
    const group = (await (await fetch(`${sb.baseUrl}/v1/check-groups/${id}`, { headers })).json()) as CheckGroup;
    const channels = (await (
      await fetch(`${sb.baseUrl}/v1/alert-channels?page=1&limit=100`, { headers })
    ).json()) as AlertChannel[];
    const expected = group.alertChannels.map(
      (ref) => `${alertChannelName(channels.find((c) => c.id === ref.id)!)} #${ref.id}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const before = sb.requests.length;
    const out = ok(await vigil(['check-groups', 'get', String(id)]));
    expect(out).toMatch(
      new RegExp(`^  alertChannels +${expected.join(', ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'),
    );
    expect(out).not.toMatch(/alertChannels +#\d/);
    expect(
      sb.requests
        .slice(before)
        .filter((r) => r.path === '/v1/alert-channels')
        .map((r) => r.query),
    ).toEqual(['?page=1&limit=100']);
    // -o md names them the same way; -o json stays the group as the server sent it.
    const md = ok(await vigil(['check-groups', 'get', String(id), '-o', 'md']));
    expect(md).toContain(`| \`alertChannels\``);
    for (const name of expected) expect(md).toContain(name);
    const json = JSON.parse(ok(await vigil(['check-groups', 'get', String(id), '-o', 'json'])));
    expect(json.data.alertChannels).toEqual(group.alertChannels);
  });

  it('rules 1-3 in words for the three kinds of group', async () => {
    const f = sandbox().fixtures;
    expect(ok(await vigil(['check-groups', 'get', String(f.globalPolicyGroupId)]))).toMatch(
      /rule 1\)\n {2}Every check in this group uses the account's global/,
    );
    expect(ok(await vigil(['check-groups', 'get', String(f.specificPolicyGroupId)]))).toMatch(
      /rule 2\)\n {2}The group's escalation policy overrides/,
    );
    expect(ok(await vigil(['check-groups', 'get', String(f.noPolicyGroupId)]))).toMatch(
      /rule 3\)\n {2}No escalation policy: each check uses its own/,
    );
  });

  it('md and json', async () => {
    const id = String(sandbox().fixtures.specificPolicyGroupId);
    const md = ok(await vigil(['check-groups', 'get', id, '-o', 'md']));
    expect(md).toMatch(/^## Check group \d+: /);
    expect(md).toContain('| `concurrency`');
    expect(md).toContain('**Alert settings of its checks (rule 2).**');
    expectGolden(import.meta.url, 'get.md', md);
    // Its PagerDuty channel is named by its service, never by its integration key.
    expect(md).toContain('PAGERDUTY Checkout #5');
    expect(md).not.toContain('sandbox-demo-service-key');
    const json = JSON.parse(ok(await vigil(['check-groups', 'get', id, '-o', 'json'])));
    expect(json.data.id).toBe(Number(id));
    expect(json.checks.length).toBeGreaterThan(0);
    for (const c of json.checks) expect(c.groupId).toBe(Number(id));
  });

  it('-o code: parses as TypeScript, names every non-default setting, masks secrets, then fromId with rule 6', async () => {
    const sb = sandbox();
    for (let id = 1; id <= 6; id++) {
      const group = (await (
        await fetch(`${sb.baseUrl}/v1/check-groups/${id}`, {
          headers: { authorization: `Bearer ${sb.apiKey}`, 'x-service-account': sb.accountId },
        })
      ).json()) as CheckGroup;
      const code = ok(await vigil(['check-groups', 'get', String(id), '-o', 'code'], { cache: id === 1 }));
      // Syntax only: the constructs are the user's project's.
      const file = ts.createSourceFile('group.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      expect((file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
      const out = ts.transpileModule(code, {
        reportDiagnostics: true,
        compilerOptions: { module: ts.ModuleKind.ESNext },
      });
      expect(out.diagnostics ?? []).toEqual([]);
      expect(code).toMatch(/new CheckGroupV2\("[a-z0-9-]+", \{\n {2}name: /);
      expect(code).toContain(`CheckGroupV2.fromId(${id});`);
      expect(code).toMatch(
        /rule 6\): such a group has\n\/\/ no local properties, so tests cannot be filtered by its tags and its checks do not inherit its\n\/\/ frequency/,
      );
      const named = (key: string) => new RegExp(`^  ${key}: `, 'm').test(code);
      expect(named('activated')).toBe(group.activated === false);
      expect(named('muted')).toBe(group.muted === true);
      expect(named('frequency')).toBe(group.frequency !== undefined && group.frequency !== null);
      if (group.frequency) expect(code).toContain(`frequency: Frequency.${group.frequency},`);
      expect(named('concurrency')).toBe((group.concurrency ?? 10) !== 10);
      expect(named('tags')).toBe((group.tags ?? []).length > 0);
      expect(named('locations')).toBe((group.locations ?? []).length > 0);
      expect(named('environmentVariables')).toBe((group.environmentVariables ?? []).length > 0);
      expect(named('alertChannels')).toBe((group.alertChannels ?? []).length > 0);
      expect(named('alertEscalationPolicy')).toBe(
        group.alertEscalationPolicy !== undefined && group.alertEscalationPolicy !== null,
      );
      expect(named('retryStrategy')).toBe(group.retryStrategy !== undefined && group.retryStrategy !== null);
      expect(named('runtimeId')).toBe(!!group.runtimeId);
      for (const v of group.environmentVariables ?? []) {
        if (v.secret && v.value) {
          expect(code).not.toContain(v.value);
          expect(code).toContain(MASKED_SECRET);
        }
      }
      if (id === 1) expectGolden(import.meta.url, 'get-code-1.ts.txt', code);
    }
  });

  it('bad input: exit 2, one sentence, nothing sent', async () => {
    usageError(await vigil(['check-groups', 'get']), /needs the check group ID/);
    usageError(
      await vigil(['check-groups', 'get', 'abc']),
      /the check group ID must be a positive whole number, not "abc"/,
    );
    usageError(await vigil(['check-groups', 'get', '1', '2']), /takes one check group ID, not 2/);
    usageError(
      await vigil(['check-groups', 'get', '1', '-o', 'yaml']),
      /--output must be one of detail, json, md, code/,
    );
  });

  it('a group that does not exist: exit 1, one sentence', async () => {
    const r = await vigil(['check-groups', 'get', '99999']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^vigil: .*not found/i);
  });
});
