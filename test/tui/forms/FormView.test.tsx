// A form's text area at the size of the terminal, against the real sandbox (the incident form):
// words move to the next row whole, and rows no field needs go to the text area.
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../src/client/index.js';
import { clientFor } from '../../helpers/client.js';
import { useSandbox } from '../../helpers/sandbox.js';
import { renderApp } from '../harness.js';

const sandbox = useSandbox();
let clients: VigilClient[] = [];
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
});

async function description(columns: number, rows: number, text: string): Promise<string[]> {
  const client = clientFor(sandbox());
  clients.push(client);
  const tui = renderApp({ client, screen: 'incident', columns, rows });
  await tui.waitForFrame('LAST STATUS');
  await tui.press('enter');
  await tui.waitForFrame('> Description');
  await tui.paste(text);
  const frame = await tui.waitForFrame((f) => f.includes('END'));
  // The description's rows: from its label to the Status field.
  const lines = frame.split('\n');
  const from = lines.findIndex((l) => l.startsWith('> Description'));
  const to = lines.findIndex((l) => l.includes('Status  '));
  return lines.slice(from, to).map((l) => l.slice('> Description'.length).trim());
}

const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');

describe('a text area in a form', () => {
  it('at 80x24 grows into the rows no field needs, and wraps between words', async () => {
    const rows = await description(80, 24, `${words} END`);
    const shown = rows.filter((r) => r !== '');
    // 60 words of 5-6 letters at 58 cells a row: 8 rows, more than the field's own 5, all on screen.
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.join(' ')).toBe(`${words} END`);
    for (const row of shown) expect(row).toMatch(/^(word\d+ ?)+(END)?$/);
  });

  it('at 60x15 keeps its own rows and scrolls to the cursor', async () => {
    const rows = await description(60, 15, `${words} END`);
    expect(rows.length).toBe(5);
    expect(rows.at(-1)).toContain('END');
    expect(rows.join(' ')).not.toContain('word0 ');
  });
});
