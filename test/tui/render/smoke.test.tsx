import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VigilClient } from '../../../src/client/index.js';
import { Root } from '../../../src/tui/Root.js';
import { useSandbox } from '../../helpers/sandbox.js';
import { clientFor } from '../../helpers/client.js';
import { renderInTerminal } from '../../helpers/terminal.js';

const sandbox = useSandbox();
let client: VigilClient;
beforeAll(() => {
  client = clientFor(sandbox());
});
afterAll(async () => {
  await client.close();
});

it('smoke', async () => {
  const t = renderInTerminal(<Root client={client} demo={false} readOnly={false} env={{}} colorMode="full" />, { columns: 80, rows: 24 });
  await t.waitForText('1-50 of 137');
  await t.press('j', 'j', 'j');
  console.log(t.screen().join('\n'), t.bytes());
  const before = t.bytes();
  await t.resize(60, 15);
  await t.press('?');
  console.log(t.screen().join('\n'), t.bytes());
  t.unmount();
  expect(t.checks()).toBeGreaterThan(3);
});
