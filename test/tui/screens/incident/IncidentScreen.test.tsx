// Screen 4 against the real sandbox: pick or type an incident, fill the form, review, send.
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { renderApp, type Tui } from '../../harness.js';
import { clientFor } from '../../../helpers/client.js';
import { useSandbox } from '../../../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 21 });
const UNKNOWN = '0badc0de-0000-4000-8000-000000000000';

let clients: VigilClient[] = [];
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
});

function open(key: 'write' | 'readOnly' = 'write', extra: Parameters<typeof clientFor>[1] = {}): Tui {
  const client = clientFor(sandbox(), { key, ...extra });
  clients.push(client);
  return renderApp({ client, screen: 'incident', columns: 100, rows: 30 });
}

const postsTo = (incidentId: string) =>
  sandbox().requests.filter(
    (r) => r.method === 'POST' && r.path === `/v1/status-pages/incidents/${incidentId}/incident-updates`,
  );
/** The frame as one line: messages wrap at the terminal's width. */
const flat = (frame: string) => frame.replace(/\s+/g, ' ');
const allPosts = () => sandbox().requests.filter((r) => r.method === 'POST').length;

async function readUpdates(incidentId: string) {
  const client = clientFor(sandbox());
  try {
    return await client.listIncidentUpdates(incidentId);
  } finally {
    await client.close();
  }
}

/** From the list: pick the first incident (the sandbox's open incident) and wait for the form. */
async function pickFirst(tui: Tui): Promise<void> {
  await tui.waitForFrame('LAST STATUS');
  await tui.press('enter');
  await tui.waitForFrame('> Description');
}

/** From the list: `i`, then type the incident ID. */
async function typeId(tui: Tui, id: string): Promise<void> {
  await tui.waitForFrame('Incidents');
  await tui.press('i');
  await tui.waitForFrame('> Incident ID');
  await tui.type(id);
}

describe('Incident screen', () => {
  it('posts an update through the form; the server has it, as reviewed', async () => {
    const id = sandbox().fixtures.incidentId;
    const tui = open();
    await pickFirst(tui);
    expect(tui.frame()).toContain(`Incident ID         ${id}`);
    // The status starts at the incident's last status.
    expect(tui.frame()).toMatch(/Status\s+not set \[INVESTIGATING\] IDENTIFIED/);
    // Keys the shell would take ('1' switches screens, 'q' quits, '?' help) go into the text.
    await tui.type('Fix 1 deployed: q?');
    await tui.press('enter');
    await tui.type('Watching error rates');
    await tui.press('down', 'right', 'right', 'tab', 'space', 'tab');
    await tui.press('ctrl+u');
    for (let i = 0; i < 25; i++) await tui.press('backspace');
    await tui.type('2025-02-03T04:05:06Z');
    await tui.press('ctrl+s');
    const review = await tui.waitForFrame('Review the request');
    expect(review).toContain(`POST /v1/status-pages/incidents/${id}/incident-updates`);
    expect(review).toContain('"description": "Fix 1 deployed: q?\\nWatching error rates"');
    expect(review).toContain('"status": "MONITORING"');
    expect(review).toContain('"notifySubscribers": true');
    expect(review).toContain('"publicIncidentUpdateDate": "2025-02-03T04:05:06Z"');
    expect(postsTo(id)).toHaveLength(0);

    await tui.press('y');
    const done = await tui.waitForFrame('Update posted');
    const storedId = /id\s+([0-9a-f-]{36})/.exec(done)?.[1];
    expect(storedId).toBeDefined();
    expect(done).toMatch(/status\s+MONITORING/);
    expect(done).toMatch(/date\s+2025-02-03T04:05:06Z/);

    const updates = await readUpdates(id);
    expect(updates.find((u) => u.id === storedId)).toMatchObject({
      description: 'Fix 1 deployed: q?\nWatching error rates',
      status: 'MONITORING',
      notifySubscribers: true,
      publicIncidentUpdateDate: '2025-02-03T04:05:06Z',
    });
    expect(postsTo(id)).toHaveLength(1);
  });

  it('`a` after posting starts another update to the same incident, status at the one just posted', async () => {
    const id = sandbox().fixtures.resolvedIncidentId;
    const tui = open();
    await typeId(tui, id);
    // The typed ID is looked up: its name in the heading, its last status chosen.
    await tui.waitForFrame(/Update incident .*\(\w+, RESOLVED\)/);
    await tui.waitForFrame(/Status\s+not set INVESTIGATING IDENTIFIED MONITORING \[RESOLVED\]/);
    await tui.press('tab');
    await tui.type('First');
    await tui.press('tab', 'left');
    await tui.press('ctrl+s');
    await tui.waitForFrame('"status": "MONITORING"');
    await tui.press('y');
    await tui.waitForFrame('Update posted');
    await tui.press('a');
    const again = await tui.waitForFrame('> Description');
    expect(again).toContain(id);
    expect(again).toMatch(/Status\s+not set INVESTIGATING IDENTIFIED \[MONITORING\] RESOLVED/);
    await tui.type('Second');
    await tui.press('ctrl+s');
    await tui.waitForFrame('"description": "Second"');
    await tui.press('y');
    await tui.waitForFrame('Update posted');
    const updates = await readUpdates(id);
    expect(updates.find((u) => u.description === 'First')?.status).toBe('MONITORING');
    expect(updates.find((u) => u.description === 'Second')?.status).toBe('MONITORING');
  });

  it('shows every validation error next to its field and sends nothing', async () => {
    const before = allPosts();
    const tui = open();
    await typeId(tui, 'incident-42');
    await tui.press('tab');
    expect(await tui.waitForFrame('! Incident ID must be a GUID')).toContain(
      '! Incident ID must be a GUID (8-4-4-4-12 hex digits)',
    );

    // Leaving the description empty says so.
    await tui.press('tab');
    await tui.waitForFrame('! Description must not be empty');

    // A date without a zone.
    await tui.press('tab', 'tab');
    await tui.press('backspace');
    await tui.press('shift+tab');
    await tui.waitForFrame('! Public date must be an ISO 8601 date-time such as 2024-05-01T12:00:00Z');

    // ctrl+s does not open the review while a field is wrong; the cursor goes to the first bad field.
    await tui.press('ctrl+s');
    const frame = tui.frame();
    expect(frame).not.toContain('Review the request');
    expect(frame).toContain('> Incident ID');
    expect(frame).toContain('! Description must not be empty');

    // Fixing a field clears its error at once.
    for (let i = 0; i < 'incident-42'.length; i++) await tui.press('backspace');
    await tui.type(sandbox().fixtures.incidentId);
    expect(tui.frame()).not.toContain('! Incident ID');
    expect(allPosts()).toBe(before);
  });

  it('a description of spaces only is refused like the server would', async () => {
    const tui = open();
    await pickFirst(tui);
    await tui.type('   ');
    await tui.press('ctrl+s');
    await tui.waitForFrame('! Description must not be empty');
    expect(tui.frame()).not.toContain('Review the request');
  });

  it('an unknown incident: the 404 in place, every field kept, and the send can be tried again', async () => {
    const tui = open();
    await typeId(tui, UNKNOWN);
    await tui.press('tab');
    await tui.type('Typed text stays');
    await tui.press('tab', 'right', 'tab', 'space');
    await tui.press('ctrl+s');
    await tui.waitForFrame('Review the request');
    await tui.press('y');
    const failed = await tui.waitForFrame('ERROR');
    expect(flat(failed)).toMatch(/404 Not Found/);
    expect(failed).toContain('the server knows no incident with this ID');
    expect(failed).toContain(`Incident ID         ${UNKNOWN}`);
    expect(failed).toContain('Typed text stays');
    expect(failed).toMatch(/\[INVESTIGATING\]/);
    expect(failed).toContain('[x] yes');
    expect(postsTo(UNKNOWN)).toHaveLength(1);

    await tui.press('ctrl+s');
    await tui.waitForFrame('Send this request?');
    await tui.press('y');
    await tui.waitForFrame(() => postsTo(UNKNOWN).length === 2);
    await tui.waitForFrame('ERROR');
    expect(tui.frame()).toContain('Typed text stays');
  });

  it("the read-only key: the server's 403 in place, fields kept", async () => {
    const id = sandbox().fixtures.incidentId;
    const before = postsTo(id).length;
    const tui = open('readOnly');
    await pickFirst(tui);
    await tui.type('From the read-only key');
    await tui.press('ctrl+s');
    await tui.waitForFrame('Review the request');
    await tui.press('y');
    const failed = await tui.waitForFrame('ERROR');
    expect(flat(failed)).toMatch(/403 Forbidden: This API key is read-only/);
    expect(failed).toContain('From the read-only key');
    expect(postsTo(id)).toHaveLength(before + 1);
    expect((await readUpdates(id)).some((u) => u.description === 'From the read-only key')).toBe(false);
  });

  it('y pressed twice in a row sends once', async () => {
    const id = sandbox().fixtures.incidentId;
    const before = postsTo(id).length;
    const tui = open();
    await pickFirst(tui);
    await tui.type('Only once');
    await tui.press('ctrl+s');
    await tui.waitForFrame('Review the request');
    // Both keys arrive before the screen draws again.
    await Promise.all([tui.press('y'), tui.press('y')]);
    await tui.waitForFrame('Update posted');
    await tui.press('y');
    expect(postsTo(id)).toHaveLength(before + 1);
    expect((await readUpdates(id)).filter((u) => u.description === 'Only once')).toHaveLength(1);
  });

  it('Esc leaves at once when nothing was typed, and asks first when something was', async () => {
    const tui = open();
    await pickFirst(tui);
    await tui.press('escape');
    await tui.waitForFrame('LAST STATUS');

    await tui.press('enter');
    await tui.waitForFrame('> Description');
    await tui.type('half a thought');
    await tui.press('escape');
    await tui.waitForFrame('Leave and throw away what you typed?');
    await tui.press('enter');
    await tui.waitForFrame('ctrl+s review');
    expect(tui.frame()).toContain('half a thought');
    await tui.press('escape');
    await tui.waitForFrame('Leave and throw away');
    await tui.press('y');
    await tui.waitForFrame('LAST STATUS');
  });

  it('a bad key (401): the message in place says to log in again; --read-only refuses before sending', async () => {
    const id = sandbox().fixtures.incidentId;
    const bad = clientFor(sandbox(), { apiKey: 'not-a-key' });
    const readOnly = clientFor(sandbox(), { readOnly: true });
    clients.push(bad, readOnly);
    for (const [client, expected] of [
      [bad, /401 Unauthorized.*run `vigil login` again/],
      [readOnly, /Read-only mode: POST .* was not sent: run without --read-only/],
    ] as const) {
      const before = postsTo(id).length;
      const tui = renderApp({ client, screen: 'incident', columns: 100, rows: 30 });
      await tui.press('i');
      await tui.waitForFrame('> Incident ID');
      await tui.type(id);
      await tui.press('tab');
      await tui.type('Kept after the error');
      await tui.press('ctrl+s');
      await tui.waitForFrame('Review the request');
      await tui.press('y');
      const failed = flat(await tui.waitForFrame('ERROR'));
      expect(failed).toMatch(expected);
      expect(failed).toContain('Kept after the error');
      expect(postsTo(id).length).toBe(client === bad ? before + 1 : before);
      tui.unmount();
    }
  });

  it('a typed ID is looked up and named in the heading', async () => {
    const tui = open();
    await typeId(tui, sandbox().fixtures.incidentId);
    await tui.waitForFrame(/Update incident .*\(\w+, \w+\)/);
  });
});

describe('Incident screen, after a send that timed out', () => {
  const slow = useSandbox({ seed: 22, latencyMs: 400 });

  it('asks before sending again (y alone does not), because the first send may have arrived', async () => {
    const id = slow().fixtures.incidentId;
    const posts: string[] = [];
    const client = clientFor(slow(), {
      timeoutMs: 150,
      maxRetries: 0,
      onRequest: (e) => void (e.method === 'POST' && posts.push(e.path)),
    });
    clients.push(client);
    const tui = renderApp({ client, screen: 'incident', columns: 100, rows: 30 });
    await tui.press('i');
    await tui.waitForFrame('> Incident ID');
    await tui.type(id);
    await tui.press('tab');
    await tui.type('Slow network');
    await tui.press('ctrl+s');
    await tui.waitForFrame('Review the request');
    await tui.press('y');
    const failed = flat(await tui.waitForFrame('ERROR'));
    expect(failed).toMatch(/No answer from .* within 150 ms/);
    expect(failed).toContain('may have reached the server');
    expect(posts).toHaveLength(1);

    await tui.press('ctrl+s');
    await tui.waitForFrame('Send this request?');
    await tui.press('y');
    await tui.waitForFrame((f) => flat(f).includes('sending again could post it twice'));
    await tui.press('y', 'y', 'enter');
    expect(posts).toHaveLength(1);
    await tui.press('n');
    await tui.waitForFrame('ctrl+s review');
    expect(posts).toHaveLength(1);

    await tui.press('ctrl+s');
    await tui.waitForFrame('Send this request?');
    await tui.press('y');
    await tui.waitForFrame((f) => flat(f).includes('sending again could post it twice'));
    await tui.press('s');
    await tui.waitForFrame(() => posts.length === 2);
    await tui.waitForFrame('ERROR');
  });
});
