// The record becomes the update: in the update form, the summary key fills the description from
// what the TUI holds (the check index's failing checks); the review shows it, and only `y` there
// sends it. The stored update carries the text. Against the real sandbox through the real client.
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { renderApp, type Tui } from '../../harness.js';
import { clientFor } from '../../../helpers/client.js';
import { useSandbox } from '../../../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 23 });

let clients: VigilClient[] = [];
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
});

const flat = (frame: string) => frame.replace(/\s+/g, ' ');
const postsTo = (incidentId: string) =>
  sandbox().requests.filter(
    (r) => r.method === 'POST' && r.path === `/v1/status-pages/incidents/${incidentId}/incident-updates`,
  );

describe('the summary key in the incident-update form', () => {
  it('fills the description with the failing checks, shows it in the review and sends it only after y', async () => {
    const client = clientFor(sandbox());
    const reader = clientFor(sandbox());
    clients.push(client, reader);
    const statuses = await reader.listCheckStatusSummaries();
    const failing = statuses.filter((s) => s.hasFailures || s.hasErrors);
    // The seed has several failing checks.
    expect(failing.length).toBeGreaterThan(1);
    const id = sandbox().fixtures.incidentId;
    const before = postsTo(id).length;

    const tui: Tui = renderApp({ client, screen: 'incident', columns: 80, rows: 24 });
    await tui.waitForFrame('LAST STATUS');
    await tui.press('enter');
    const form = await tui.waitForFrame('> Description');
    expect(form).toMatch(/\^T summary|ctrl\+t summary/i);
    await tui.press('ctrl+t');
    const filled = flat(await tui.waitForFrame((f) => flat(f).includes('of our checks are failing')));
    expect(filled).toContain(`${failing.length} of our checks are failing`);
    expect(postsTo(id)).toHaveLength(before);

    // The engineer edits it: a word typed after the summary goes with it.
    await tui.type(' Payments are slow.');
    await tui.press('ctrl+s');
    await tui.waitForFrame('Review the request');
    let frame = tui.frame();
    for (let i = 0; i < 40 && !frame.includes('Send this request?'); i++) {
      await tui.press('pagedown');
      frame = tui.frame();
    }
    expect(flat(frame)).toContain('Send this request?');
    expect(postsTo(id)).toHaveLength(before);
    await tui.press('y');
    await tui.waitForFrame('Update posted');
    expect(postsTo(id)).toHaveLength(before + 1);

    const updates = await reader.listIncidentUpdates(id);
    const sent = updates.find((u) => u.description.includes('of our checks are failing'));
    expect(sent?.description).toMatch(
      new RegExp(`^${failing.length} of our checks are failing( since [^:]+:\\d\\d UTC)?: "[^"]+"`),
    );
    expect(sent?.description).toContain('We are looking into it and will post again with news. Payments are slow.');
    // The check that failed first is named first (the index keeps the server's order for ties).
    const at = (s: (typeof failing)[number]) => (s.updated_at ? Date.parse(s.updated_at) : Number.MAX_SAFE_INTEGER);
    const first = [...failing].sort((a, b) => at(a) - at(b))[0];
    expect(sent?.description).toContain(`: "${first?.name}"`);
    // No IDs: no check's ID is in the text.
    for (const s of statuses) expect(sent?.description).not.toContain(s.checkId);
  });
});
