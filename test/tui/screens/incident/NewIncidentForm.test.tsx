// Screen 4's writes against the real sandbox: a new incident (`c`), a resolution (`R`), both
// through the review; the picker lists open incidents before resolved ones; a read-only run
// refuses all three writes with nothing sent; a create that timed out is not sent again.
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { startMisbehavingServer } from '../../../faults/misbehaving-server.js';
import { clientFor } from '../../../helpers/client.js';
import { useSandbox } from '../../../helpers/sandbox.js';
import { renderApp, type Tui } from '../../harness.js';
import type { TriageEntry, TriageRecorder } from '../../../../src/tui/state/record.js';

const sandbox = useSandbox({ seed: 227 });
const CREATE = '/v1/status-pages/incidents';

let clients: VigilClient[] = [];
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
});

function open(
  o: {
    readOnly?: boolean;
    client?: VigilClient;
    columns?: number;
    rows?: number;
    record?: TriageRecorder;
    screen?: string;
  } = {},
): Tui {
  const client = o.client ?? clientFor(sandbox());
  clients.push(client);
  return renderApp({
    client,
    screen: o.screen ?? 'incident',
    columns: o.columns ?? 100,
    rows: o.rows ?? 30,
    readOnly: o.readOnly ?? false,
    ...(o.record ? { record: o.record } : {}),
  });
}

const posts = () => sandbox().requests.filter((r) => r.method === 'POST');
const flat = (frame: string) => frame.replace(/\s+/g, ' ');

async function services() {
  const client = clientFor(sandbox());
  try {
    return (await client.listStatusPageServices({ limit: 100 })).items;
  } finally {
    await client.close();
  }
}

/** `c`, then every field: name, the text, the first service, severity MINOR, IDENTIFIED, notify. */
async function fillNew(tui: Tui, name: string): Promise<void> {
  await tui.waitForFrame('LAST STATUS');
  await tui.press('c');
  await tui.waitForFrame('> Name');
  await tui.type(name);
  await tui.press('tab');
  await tui.type('Payments fail for some cards.');
  await tui.press('tab', 'space', 'tab');
  for (let i = 0; i < 4 && !tui.frame().includes('[MINOR]'); i++) await tui.press('right');
  await tui.press('tab');
  for (let i = 0; i < 4 && !tui.frame().includes('[IDENTIFIED]'); i++) await tui.press('right');
  await tui.press('tab', 'space');
}

/** The review, scrolled to its end: `y` is allowed only then. */
async function reviewToEnd(tui: Tui): Promise<string> {
  await tui.press('ctrl+s');
  await tui.waitForFrame('Review the request');
  await tui.press('G');
  return tui.frame();
}

describe('new incident form', () => {
  it('opens an incident: every field in words, then the exact POST, whole at 80x24; sent once on y; stored', async () => {
    const [first] = await services();
    const before = posts().length;
    const tui = open({ columns: 80, rows: 24 });
    await fillNew(tui, 'Card payments failing');
    await tui.press('ctrl+s');
    // The whole review on one screen at 80x24: nothing to scroll before y.
    const review = flat(await tui.waitForFrame('Review the request'));
    expect(review).toMatch(/all \d+ lines shown/);
    expect(review).toContain('New incident "Card payments failing", severity MINOR');
    expect(review).toContain(`Services ${first!.name}`);
    expect(review).toContain('First update IDENTIFIED, subscribers notified, its text below (1 line)');
    expect(review).toContain(`The exact request: POST ${CREATE}`);
    expect(review).toContain(`"services": [{"id": "${first!.id}"}]`);
    expect(review).toContain('"description": "Payments fail for some cards."');
    expect(review).toContain('"notifySubscribers": true');
    expect(review).toContain('Send this request?');
    expect(posts().length).toBe(before);
    await tui.press('y');
    const done = await tui.waitForFrame('Incident opened');
    const id = /id\s+([0-9a-f-]{36})/.exec(done)?.[1] as string;
    expect(posts().filter((p) => p.path === CREATE)).toHaveLength(1);
    const client = clientFor(sandbox());
    try {
      const stored = await client.getIncident(id);
      expect(stored).toMatchObject({
        name: 'Card payments failing',
        severity: 'MINOR',
        lastUpdateStatus: 'IDENTIFIED',
      });
      expect(stored.incidentUpdates[0]).toMatchObject({ notifySubscribers: true });
    } finally {
      await client.close();
    }
    // Back in the list, the new incident is there, among the open ones.
    await tui.press('escape');
    await tui.waitForFrame('Card payments failing');
  });

  it("the footer names the editor's key while the description has the cursor, and only then", async () => {
    const tui = open();
    await tui.waitForFrame('LAST STATUS');
    await tui.press('c');
    await tui.waitForFrame('> Name');
    const footer = () => tui.frame().trimEnd().split('\n').at(-1) ?? '';
    expect(footer()).not.toContain('editor');
    await tui.press('tab');
    await tui.waitForFrame('> Description');
    expect(footer()).toContain('ctrl+e editor');
    await tui.press('tab');
    await tui.waitForFrame('> Services');
    expect(footer()).not.toContain('editor');
  });

  it('the API key pasted into the name or the text: the field says so, no review shows it, nothing sent', async () => {
    const key = sandbox().apiKey;
    for (const [name, text] of [
      [`down ${key}`, 'Payments fail.'],
      ['Payments', `see ${key}`],
    ]) {
      const before = posts().length;
      const tui = open();
      await tui.waitForFrame('LAST STATUS');
      await tui.press('c');
      await tui.waitForFrame('> Name');
      await tui.type(name!);
      await tui.press('tab');
      await tui.type(text!);
      await tui.press('tab', 'space');
      await tui.press('ctrl+s');
      await tui.waitForFrame('holds the API key: take it out');
      expect(tui.frame()).not.toContain('Review the request');
      expect(posts().length).toBe(before);
    }
  });

  it('refuses to review with no service ticked, saying so next to the field; nothing sent', async () => {
    const before = posts().length;
    const tui = open();
    await tui.waitForFrame('LAST STATUS');
    await tui.press('c');
    await tui.waitForFrame('> Name');
    await tui.type('No service');
    await tui.press('tab');
    await tui.type('x');
    await tui.press('ctrl+s');
    await tui.waitForFrame('tick at least one service');
    expect(tui.frame()).not.toContain('Review the request');
    expect(posts().length).toBe(before);
  });

  it('a create that timed out is not sent again by itself and names the read that checks', async () => {
    const proxy = await startMisbehavingServer({ behaviour: 'pass' });
    proxy.upstream = sandbox().baseUrl;
    try {
      const client = clientFor({ ...sandbox(), baseUrl: proxy.baseUrl }, { timeoutMs: 300 });
      const entries: TriageEntry[] = [];
      const tui = open({ client, record: { add: (e) => void entries.push(e), read: () => [] } });
      await fillNew(tui, 'Slow create');
      await reviewToEnd(tui);
      proxy.behaviour = 'stall';
      await tui.press('y');
      const said = flat(await tui.waitForFrame((f) => flat(f).includes('may or may not have done it')));
      expect(said).toContain(`vigil api ${CREATE}`);
      expect(proxy.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
      // y again asks first instead of sending: still one POST.
      await tui.press('y');
      expect(proxy.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
      // The record has it as a write of unknown outcome, its command, and the read that shows it.
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        kind: 'incident-created',
        outcome: 'unknown',
        verify: 'vigil incidents list',
      });
      expect(entries[0]?.text).toMatch(/^Tried to open incident "Slow create"; whether it was done is unknown \(/);
      expect(entries[0]?.command).toMatch(/^vigil incidents create --name 'Slow create' /);
    } finally {
      await proxy.close();
    }
  });
});

describe('resolving and the picker', () => {
  it('lists open incidents before resolved ones, and says how many of each', async () => {
    const tui = open();
    const frame = await tui.waitForFrame('LAST STATUS');
    const statuses = frame
      .split('\n')
      .map((l) => /\b(INVESTIGATING|IDENTIFIED|MONITORING|RESOLVED)\b/.exec(l)?.[1])
      .filter((s): s is string => s !== undefined);
    const firstResolved = statuses.indexOf('RESOLVED');
    expect(firstResolved).toBeGreaterThan(0);
    expect(statuses.slice(firstResolved).every((s) => s === 'RESOLVED')).toBe(true);
    expect(frame).toMatch(/\d+ open, then \d+ resolved/);
  });

  it('R resolves the selected incident through the review: one RESOLVED update', async () => {
    const reader = clientFor(sandbox());
    clients.push(reader);
    // The selection starts on the first open incident of the list.
    const firstOpen = (await reader.listIncidents({ limit: 50 })).items.find((i) => i.lastUpdateStatus !== 'RESOLVED');
    const id = firstOpen?.id as string;
    const tui = open();
    await tui.waitForFrame('LAST STATUS');
    await tui.press('R');
    await tui.waitForFrame('Resolve incident');
    expect(tui.frame()).toMatch(/Status\s+not set INVESTIGATING IDENTIFIED MONITORING \[RESOLVED\]/);
    const end = flat(await reviewToEnd(tui));
    expect(end).toContain('"status": "RESOLVED"');
    expect(end).toContain('"description": "This incident has been resolved."');
    await tui.press('y');
    await tui.waitForFrame('Update posted');
    expect((await reader.getIncident(id)).lastUpdateStatus).toBe('RESOLVED');
    // A resolved incident cannot be resolved again: the key says why.
    await tui.press('escape');
    await tui.waitForFrame('LAST STATUS');
    for (let i = 0; i < 40 && !/> .*RESOLVED/.test(tui.frame()); i++) await tui.press('down');
    await tui.press('R');
    await tui.waitForFrame('This incident is already resolved.');
  });

  it('--read-only refuses the update, the resolution and the new incident with nothing sent', async () => {
    const before = sandbox().requests.length;
    const tui = open({ readOnly: true });
    await tui.waitForFrame('LAST STATUS');
    const afterLoad = sandbox().requests.length;
    for (const key of ['c', 'R', 'enter']) {
      await tui.press(key);
      await tui.waitForFrame('read-only');
      expect(tui.frame()).not.toContain('> Name');
      expect(tui.frame()).not.toContain('> Description');
    }
    expect(afterLoad).toBeGreaterThan(before);
    expect(
      sandbox()
        .requests.slice(before)
        .filter((r) => r.method !== 'GET'),
    ).toHaveLength(0);
  });

  it('I opens the new-incident form from any screen (Checks here), and Esc comes back to the incidents', async () => {
    const tui = open({ screen: 'checks' });
    await tui.waitForFrame('STATUS');
    await tui.press('I');
    await tui.waitForFrame('> Name');
    expect(tui.frame()).toContain('Incident');
    await tui.press('escape');
    await tui.waitForFrame('LAST STATUS');
  });

  it('I under --read-only says why and opens nothing', async () => {
    const tui = open({ screen: 'checks', readOnly: true });
    await tui.waitForFrame('STATUS');
    await tui.press('I');
    await tui.waitForFrame('read-only');
    expect(tui.frame()).not.toContain('> Name');
  });
});
