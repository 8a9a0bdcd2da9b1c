// Walkthrough 12: at 80 columns the incident picker gives the name more room than the ID.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { useSandbox } from '../../../helpers/sandbox.js';
import { clientFor } from '../../../helpers/client.js';
import { renderApp } from '../../harness.js';

const sandbox = useSandbox();
let client: VigilClient;
beforeAll(() => {
  client = clientFor(sandbox());
});
afterAll(async () => {
  await client.close();
});

it('at 80 columns the NAME column is wider than the ID column', async () => {
  const tui = renderApp({ client, screen: 'incident', columns: 80, rows: 24 });
  const frame = await tui.waitForFrame((f) => /NAME\s+SEVERITY\s+LAST STATUS\s+ID/.test(f));
  const header = frame.split('\n').find((l) => l.includes('NAME') && l.includes('SEVERITY'))!;
  const nameWidth = header.indexOf('SEVERITY') - header.indexOf('NAME');
  const idWidth = header.length - header.indexOf('ID');
  expect(nameWidth).toBeGreaterThan(idWidth);
  expect(nameWidth).toBeGreaterThanOrEqual(30);
});
