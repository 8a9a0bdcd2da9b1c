// Walkthrough 12: at 80 columns the incident picker gives the name more room than the ID.
import { expect, it } from 'vitest';
import { useTuiSandbox } from '../../../helpers/tui.js';

const { client, open } = useTuiSandbox();

it('at 80 columns the NAME column is wider than the ID column', async () => {
  const tui = open('incident', { columns: 80, rows: 24 });
  const frame = await tui.waitForFrame((f) => /NAME\s+SEVERITY\s+LAST STATUS\s+ID/.test(f));
  const header = frame.split('\n').find((l) => l.includes('NAME') && l.includes('SEVERITY'))!;
  const nameWidth = header.indexOf('SEVERITY') - header.indexOf('NAME');
  const idWidth = header.length - header.indexOf('ID');
  expect(nameWidth).toBeGreaterThan(idWidth);
  expect(nameWidth).toBeGreaterThanOrEqual(30);
});

it('shows the selected incident\'s latest updates before a new one is written', async () => {
  const incidents = await client().listIncidents({ limit: 50 });
  const first = incidents.items[0]!;
  const updates = await client().listIncidentUpdates(first.id);
  const tui = open('incident', { columns: 80, rows: 24 });
  const frame = await tui.waitForFrame((f) => f.includes('Latest updates of') && !f.includes('loading…'));
  if (updates.length === 0) expect(frame).toContain('none yet');
  else {
    const when = (u: (typeof updates)[number]) => u.publicIncidentUpdateDate ?? u.created_at ?? '';
    const newest = [...updates].sort((a, b) => (when(a) < when(b) ? 1 : -1))[0]!;
    expect(frame).toContain(newest.description.slice(0, 20));
  }
});
