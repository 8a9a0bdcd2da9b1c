// The triage record in the TUI against the real sandbox: opening a check and pausing it are
// recorded (the pause with its plain command, never the key); T shows the record as a list; y
// copies it as Markdown through OSC 52.
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import type { TriageEntry, TriageRecorder } from '../../../../src/tui/state/record.js';
import { clientFor } from '../../../helpers/client.js';
import { useSandbox } from '../../../helpers/sandbox.js';
import { renderApp } from '../../harness.js';

const sandbox = useSandbox({ seed: 327 });
let clients: VigilClient[] = [];
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
});

/** The record in memory (the file behind it has tests of its own: test/config/record.test.ts). */
function memoryRecord(): TriageRecorder & { entries: Array<TriageEntry & { at: string }> } {
  const entries: Array<TriageEntry & { at: string }> = [];
  return {
    entries,
    add: (e) => entries.push({ ...e, at: '2026-11-25T09:00:00.000Z' }),
    read: () => [...entries],
  };
}

describe('triage record screen', () => {
  it('records a resolution with its command and an error group opened; T lists them; y copies Markdown', async () => {
    const record = memoryRecord();
    const client = clientFor(sandbox());
    clients.push(client);
    const tui = renderApp({ client, screen: 'incident', columns: 100, rows: 30, record });
    await tui.waitForFrame('LAST STATUS');
    await tui.press('R');
    await tui.waitForFrame('Resolve incident');
    await tui.press('ctrl+s');
    await tui.waitForFrame('Review the request');
    await tui.press('G', 'y');
    await tui.waitForFrame('Update posted');
    const write = record.entries.find((e) => e.kind === 'incident-update');
    expect(write?.text).toMatch(/^Resolved incident ".+" \(RESOLVED\)\.$/);
    expect(write?.command).toMatch(
      /^vigil incident-update [0-9a-f-]{36} -d 'This incident has been resolved\.' -s resolved --date \S+$/,
    );

    // A screen opened from the palette is recorded too.
    const groupId = sandbox().fixtures.errorGroupId;
    await tui.press('escape');
    await tui.waitForFrame('LAST STATUS');
    await tui.press(':');
    await tui.type(`error-group ${groupId}`);
    await tui.press('enter');
    // Once its message is on screen, with the message (what the incident summary calls the shared error).
    await tui.waitForFrame(() => record.entries.some((e) => e.kind === 'error-group'));
    const followed = record.entries.find((e) => e.kind === 'error-group');
    expect(followed?.text).toMatch(new RegExp(`^Followed error group ${groupId}: ".+"\\.$`));
    expect(followed?.error).toBeTruthy();
    expect(followed?.text).toContain(followed?.error?.slice(0, 20));
    expect(JSON.stringify(record.entries)).not.toContain(sandbox().apiKey);

    await tui.press('T');
    const shown = await tui.waitForFrame('Triage record');
    expect(shown).toContain('Resolved incident');
    expect(shown).toContain('$ vigil incident-update');
    expect(shown).toContain(`Followed error group ${groupId}: "`);
    await tui.press('y');
    await tui.waitForFrame('copied the record as Markdown');
    const markdown = tui.copied().at(-1) ?? '';
    expect(markdown).toMatch(/^# Triage record/);
    expect(markdown).toContain('`vigil incident-update ');
  });

  it('says so when nothing was recorded, and y has nothing to copy', async () => {
    const client = clientFor(sandbox());
    clients.push(client);
    const tui = renderApp({ client, columns: 80, rows: 24, record: memoryRecord() });
    await tui.waitForFrame('failing first');
    await tui.press('T');
    await tui.waitForFrame('Nothing recorded yet');
    await tui.press('y');
    await tui.waitForFrame('Nothing recorded yet.');
    expect(tui.copied()).toHaveLength(0);
  });

  it('records a pause with its check, the clusters looked at and a cluster opened', async () => {
    const record = memoryRecord();
    const client = clientFor(sandbox());
    clients.push(client);
    const tui = renderApp({ client, columns: 100, rows: 30, record });
    await tui.waitForFrame('failing first');
    await tui.press('x');
    await tui.waitForFrame(/(Pause|Resume) check "/);
    await tui.press('y');
    await tui.waitForFrame(() => record.entries.some((e) => e.kind === 'paused' || e.kind === 'resumed'));
    const toggled = record.entries.find((e) => e.kind === 'paused' || e.kind === 'resumed');
    expect(toggled?.outcome).toBeUndefined();
    expect(toggled?.check?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(toggled?.command).toBe(
      `vigil checks ${toggled?.kind === 'paused' ? 'pause' : 'resume'} ${toggled?.check?.id} --yes`,
    );

    await tui.press('b');
    await tui.waitForFrame('Clusters by location');
    await tui.waitForFrame(() => record.entries.some((e) => e.kind === 'clusters'));
    expect(record.entries.find((e) => e.kind === 'clusters')?.text).toMatch(
      /^Looked at the clusters by location: \S+ \d+ failing.* of \d+/,
    );
    await tui.press('enter');
    await tui.waitForFrame(() => record.entries.some((e) => e.text.startsWith('Looked at the checks of cluster ')));
    expect(record.entries.at(-1)?.text).toMatch(/^Looked at the checks of cluster \S+ \(by location\)\.$/);
    // Back on the clusters, the same look adds no line.
    await tui.press('escape');
    await tui.waitForFrame('Clusters by location');
    await tui.press('j');
    await tui.waitForFrame('Clusters by location');
    expect(record.entries.filter((e) => e.kind === 'clusters')).toHaveLength(1);
  });

  it('records a refused write as failed, with its command; nothing changed', async () => {
    const record = memoryRecord();
    const client = clientFor(sandbox(), { key: 'readOnly' });
    clients.push(client);
    const tui = renderApp({ client, columns: 100, rows: 30, record });
    await tui.waitForFrame('failing first');
    await tui.press('x');
    await tui.waitForFrame(/(Pause|Resume) check "/);
    await tui.press('y');
    await tui.waitForFrame(() => record.entries.some((e) => e.outcome === 'failed'));
    const failed = record.entries.find((e) => e.outcome === 'failed');
    expect(failed?.text).toMatch(/^Could not (pause|resume) check ".+", nothing changed: /);
    expect(failed?.command).toMatch(/^vigil checks (pause|resume) [0-9a-f-]{36} --yes$/);
    expect(failed?.verify).toBeUndefined();
    await tui.press('T');
    const shown = await tui.waitForFrame('Triage record');
    expect(shown).toContain('FAILED: Could not');
  });
});
