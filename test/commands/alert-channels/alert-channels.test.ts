// `vigil alert-channels list|get` through the built binary against the sandbox.
import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../helpers/golden.js';
import { ok, usageError, useSandboxBinary } from '../../helpers/sandbox-cli.js';

const { vigil } = useSandboxBinary({ seed: 7 });
const SERVICE_KEY = 'sandbox-demo-service-key';

describe('alert-channels list', () => {
  it('table, md and json', async () => {
    const table = ok(await vigil(['alert-channels', 'list', '-o', 'table'], { cache: true }));
    expect(table.split('\n')[0]).toMatch(/^ID\s+TYPE\s+SENDS\s+TARGET\s+SUBS$/);
    expect(table).toMatch(/^1\s+EMAIL\s+failure/m);
    for (const line of table.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expectGolden(import.meta.url, 'list.txt', table);
    const md = ok(await vigil(['alert-channels', 'list', '-o', 'md']));
    expectGolden(import.meta.url, 'list.md', md);
    expect(md).toContain('| `1`');
    const json = JSON.parse(ok(await vigil(['alert-channels', 'list', '-o', 'json', '--type', 'slack'])));
    expect(json.data.length).toBeGreaterThan(0);
    for (const c of json.data) expect(c.type).toBe('SLACK');
  });

  it("targets name no secret: PagerDuty by its service, a webhook by its name; -o json is the server's, unmasked", async () => {
    const table = ok(await vigil(['alert-channels', 'list', '-o', 'table']));
    const md = ok(await vigil(['alert-channels', 'list', '-o', 'md']));
    for (const out of [table, md]) {
      expect(out).not.toContain(SERVICE_KEY);
      expect(out).not.toContain('sandbox-demo-opsgenie');
      expect(out).toMatch(/PAGERDUTY\s*\|?\s*failure.*Checkout/);
      expect(out).toMatch(/WEBHOOK\s*\|?\s*failure.*Incident bot/);
    }
    expect(ok(await vigil(['alert-channels', 'list', '-o', 'json']))).toContain(SERVICE_KEY);
  });

  it('--page and --limit', async () => {
    const json = JSON.parse(ok(await vigil(['alert-channels', 'list', '--limit', '2', '--page', '2', '-o', 'json'])));
    expect(json.data.map((c: { id: number }) => c.id)).toEqual([3, 4]);
    expect(ok(await vigil(['alert-channels', 'list', '-o', 'table', '--limit', '2']))).toContain(
      'Next page:     vigil alert-channels list --page 2 --limit 2',
    );
  });

  it('bad input: exit 2, nothing sent', async () => {
    usageError(await vigil(['alert-channels', 'list', '--page', '0']), /--page must be a whole number from 1/);
    usageError(await vigil(['alert-channels', 'list', '-o', 'html']), /--output must be one of/);
  });
});

describe('alert-channels get', () => {
  it('detail, md and json', async () => {
    const out = ok(await vigil(['alert-channels', 'get', '1']));
    expect(out).toMatch(/^type\s+EMAIL$/m);
    expect(out).toMatch(/^Subscriptions \(\d+\)$/m);
    expectGolden(import.meta.url, 'get-detail.txt', out);
    const md = ok(await vigil(['alert-channels', 'get', '2', '-o', 'md']));
    expect(md).toMatch(/^## Alert channel 2 \(SLACK\)/);
    expectGolden(import.meta.url, 'get.md', md);
    expect(JSON.parse(ok(await vigil(['alert-channels', 'get', '3', '-o', 'json']))).data.id).toBe(3);
  });

  it('names the checks and groups of its subscriptions', async () => {
    const out = ok(await vigil(['alert-channels', 'get', '1']));
    const subs = out.slice(out.indexOf('Subscriptions ('));
    expect(subs).toMatch(/^ {2}check "[^"\n]+"$/m);
    expect(subs).toMatch(/^ {2}group "[^"\n]+" #\d+$/m);
    expect(subs).not.toMatch(/check [0-9a-f]{8}-/);
  });

  it('PagerDuty: the service key hidden in detail and md, whole in -o json', async () => {
    const detail = ok(await vigil(['alert-channels', 'get', '5']));
    expect(detail).toMatch(/^target\s+Checkout$/m);
    expect(detail).toMatch(/^ {2}serviceKey\s+\(hidden\)$/m);
    const md = ok(await vigil(['alert-channels', 'get', '5', '-o', 'md']));
    expect(md).toMatch(/\| `serviceKey` +\| \(hidden\) /);
    for (const out of [detail, md]) expect(out).not.toContain(SERVICE_KEY);
    const json = JSON.parse(ok(await vigil(['alert-channels', 'get', '5', '-o', 'json'])));
    expect(json.data.config.serviceKey).toBe(SERVICE_KEY);
  });

  it('Slack: the hook URL shown to its first path segment; OpsGenie: the API key hidden', async () => {
    const slack = ok(await vigil(['alert-channels', 'get', '2']));
    expect(slack).toMatch(/^ {2}url\s+https:\/\/hooks\.slack\.com\/services\/…$/m);
    expect(slack).not.toContain('sandboxdemo');
    const opsgenie = ok(await vigil(['alert-channels', 'get', '7']));
    expect(opsgenie).toMatch(/^ {2}apiKey\s+\(hidden\)$/m);
    expect(opsgenie).not.toContain('sandbox-demo-opsgenie');
  });

  it('an unknown channel: exit 1, one sentence', async () => {
    const r = await vigil(['alert-channels', 'get', '9999']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'vigil: no alert channel 9999 in this account: run `vigil alert-channels list` to see their IDs.\n',
    );
  });

  it('bad input: exit 2, nothing sent', async () => {
    usageError(await vigil(['alert-channels', 'get']), /needs the alert channel ID/);
    usageError(await vigil(['alert-channels', 'get', '-3']), /unknown option|must be a positive whole number/);
    usageError(
      await vigil(['alert-channels', 'get', 'email']),
      /the alert channel ID must be a positive whole number, not "email"/,
    );
  });
});
