// Walkthrough 15.1: the review of a long update. Status, notify and date are in words at the top,
// the whole request scrolls, and the send key is refused (with the reason) until every line has
// been on screen; once allowed, exactly one POST is sent. Against the real sandbox.
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

function open(columns: number, rows: number): Tui {
  const client = clientFor(sandbox());
  clients.push(client);
  return renderApp({ client, screen: 'incident', columns, rows });
}

const postsTo = (incidentId: string) =>
  sandbox().requests.filter(
    (r) => r.method === 'POST' && r.path === `/v1/status-pages/incidents/${incidentId}/incident-updates`,
  );
const flat = (frame: string) => frame.replace(/\s+/g, ' ');

/** Picks the first incident, types the description, sets MONITORING and notify, and opens the review. */
async function review(tui: Tui, description: (tui: Tui) => Promise<void>): Promise<string> {
  await tui.waitForFrame('LAST STATUS');
  await tui.press('enter');
  await tui.waitForFrame('> Description');
  await description(tui);
  // Status: the field after the description; MONITORING, whatever the incident's last status was.
  await tui.press('tab');
  for (let i = 0; i < 5 && !tui.frame().includes('[MONITORING]'); i++) await tui.press('right');
  await tui.press('tab', 'space');
  await tui.press('ctrl+s');
  return tui.waitForFrame('Review the request');
}

const twentyLines = async (tui: Tui) => {
  for (let i = 1; i <= 20; i++) {
    await tui.type(`Line ${i} of the update`);
    if (i < 20) await tui.press('enter');
  }
};
const oneLongLine = async (tui: Tui) => tui.paste(`${'A very long single line of text. '.repeat(30)}END`);

describe.each([
  { columns: 80, rows: 24, what: 'a 20-line description', description: twentyLines },
  { columns: 60, rows: 15, what: 'a 20-line description', description: twentyLines },
  { columns: 60, rows: 15, what: 'one long line', description: oneLongLine },
])('incident review at $columns x $rows with $what', ({ columns, rows, description }) => {
  it('says status, notify and date in words first, scrolls, and sends once only after all was seen', async () => {
    const id = sandbox().fixtures.incidentId;
    const before = postsTo(id).length;
    const tui = open(columns, rows);
    const first = await review(tui, description);
    // In words, on the first screen of the review.
    expect(first).toMatch(/Status\s+MONITORING/);
    expect(first).toMatch(/Notify\s+yes: subscribers are notified/);
    expect(first).toMatch(/Public date\s+\d{4}-\d\d-\d\dT\d\d:\d\d/);
    expect(first).not.toContain('more lines: a taller terminal');
    // The end of the request is not on screen yet: the send key is refused, with the reason.
    expect(first).not.toContain('"notifySubscribers": true');
    await tui.press('y');
    const refused = flat(await tui.waitForFrame((f) => flat(f).includes('Not sent:')));
    expect(refused).toMatch(/Not sent: \d+ more lines? of the request below/);
    expect(postsTo(id)).toHaveLength(before);

    // One line down scrolls the body.
    const top = first.split('\n').find((l) => l.includes('Status'));
    await tui.press('down');
    await tui.waitForFrame((f) => !f.split('\n').some((l) => l === top));
    expect(postsTo(id)).toHaveLength(before);

    // Page by page to the end: the whole request has been on screen.
    let frame = tui.frame();
    for (let i = 0; i < 40 && !frame.includes('Send this request?'); i++) {
      await tui.press('pagedown');
      frame = tui.frame();
    }
    expect(flat(frame)).toContain('Send this request?');
    expect(frame).toContain('"notifySubscribers": true');
    expect(postsTo(id)).toHaveLength(before);

    // Allowed now: y sends exactly one request, also when pressed twice.
    await Promise.all([tui.press('y'), tui.press('y')]);
    await tui.waitForFrame('Update posted');
    expect(postsTo(id)).toHaveLength(before + 1);
  });
});
