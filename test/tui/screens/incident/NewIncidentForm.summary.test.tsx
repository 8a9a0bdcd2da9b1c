// The summary key in the new-incident form: pressed on the first field, it fills the description
// (wherever the cursor is); the review shows it and y sends it as the first update's text.
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { clientFor } from '../../../helpers/client.js';
import { useSandbox } from '../../../helpers/sandbox.js';
import { renderApp } from '../../harness.js';

const sandbox = useSandbox({ seed: 227 });
const CREATE = '/v1/status-pages/incidents';

let clients: VigilClient[] = [];
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
});

const flat = (frame: string) => frame.replace(/\s+/g, ' ');
const creates = () => sandbox().requests.filter((r) => r.method === 'POST' && r.path === CREATE);

describe('the summary key in the new-incident form', () => {
  it('fills the description from the first field; the created incident carries it', async () => {
    const client = clientFor(sandbox());
    const reader = clientFor(sandbox());
    clients.push(client, reader);
    const tui = renderApp({ client, screen: 'incident', columns: 100, rows: 30 });
    await tui.waitForFrame('LAST STATUS');
    await tui.press('c');
    await tui.waitForFrame('> Name');
    await tui.type('Checkout errors');
    await tui.press('ctrl+t');
    await tui.waitForFrame((f) => /of our checks are failing|is failing|checks are passing/.test(flat(f)));
    // Severity, the first service ticked; status and notify as they start.
    await tui.press('tab');
    for (let i = 0; i < 4 && !tui.frame().includes('[MINOR]'); i++) await tui.press('right');
    await tui.press('tab', 'space');
    await tui.press('ctrl+s');
    await tui.waitForFrame('Review the request');
    await tui.press('G');
    await tui.waitForFrame((f) => flat(f).includes('Send this request?'));
    expect(creates()).toHaveLength(0);
    await tui.press('y');
    await tui.waitForFrame('Incident opened');
    expect(creates()).toHaveLength(1);

    const page = await reader.listIncidents({ limit: 100 });
    const opened = page.items.find((i) => i.name === 'Checkout errors');
    const first = opened ? await reader.listIncidentUpdates(opened.id) : [];
    expect(first[0]?.description).toMatch(/^(\d+ of our checks are failing|Our check ".+" is failing|All our checks)/);
  });
});
