import { afterAll, beforeAll, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { useSandbox } from '../../../helpers/sandbox.js';
import { clientFor } from '../../../helpers/client.js';
import { renderApp } from '../../harness.js';

const sandbox = useSandbox({ checks: 10000 });
let client: VigilClient;
beforeAll(() => { client = clientFor(sandbox()); });
afterAll(async () => { await client.close(); });

it('scratch', async () => {
  const tui = renderApp({ client, columns: 80, rows: 24 });
  console.log(await tui.waitForFrame('FAIL'));
  await new Promise((r) => setTimeout(r, 3000));
  console.log(tui.frame());
  await tui.press('/');
  await tui.type('flow');
  await new Promise((r) => setTimeout(r, 500));
  console.log(tui.frame());
}, 30000);
