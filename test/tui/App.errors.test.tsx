// Errors are drawn in place, with the status, the message and what to do; the screen stays usable.
import { describe, expect, it } from 'vitest';
import { route } from '../../src/tui/state/navigation.js';
import { createResponseFeed } from '../../src/tui/state/responses.js';
import { useSandbox } from '../helpers/sandbox.js';
import { clientFor } from '../helpers/client.js';
import { renderApp } from './harness.js';

describe('a 401', () => {
  const sandbox = useSandbox();

  it('says the key was rejected and to log in again, and the TUI keeps working', async () => {
    const client = clientFor(sandbox(), { apiKey: 'not-a-valid-key' });
    try {
      const tui = renderApp({ client });
      let frame = await tui.waitForFrame('ERROR');
      expect(frame).toContain('401');
      // The sentence wraps on narrow terminals.
      expect(frame.replace(/\s+/g, ' ')).toContain('run `vigil login` again');
      expect(frame.split('\n')[0]).toContain('vigil | Checks');
      await tui.press('2');
      frame = await tui.waitForFrame((f) => f.includes('Groups') && f.includes('ERROR'));
      expect(frame).toContain('401');
      await tui.press('?');
      await tui.waitForFrame('Everywhere');
    } finally {
      await client.close();
    }
  });
});

describe('a 429', () => {
  const sandbox = useSandbox({ rateLimit: { limit: 3, windowMs: 60_000 } });

  it('says when it will retry, and retries by itself', async () => {
    // Use up the key's window with another client, then open a screen with retries off so the
    // 429 reaches the screen at once.
    const other = clientFor(sandbox());
    for (let i = 0; i < 3; i++) await other.getAccount();
    await other.close();
    const client = clientFor(sandbox(), { maxRetries: 0 });
    try {
      const tui = renderApp({ client, screen: route('alerts') });
      const frame = await tui.waitForFrame((f) => f.includes('ERROR') && f.includes('Retrying by itself in'));
      expect(frame).toContain('429');
      expect(frame).toMatch(/retry in \d+s/);
      expect(frame).toMatch(/Retrying by itself in \d+s\./);
      // The screen is still there: title, footer, keys.
      expect(frame).toContain('Alert channels');
      expect(frame).toContain('? help');
      await tui.press('?');
      await tui.waitForFrame('Everywhere');
    } finally {
      await client.close();
    }
  });
});

describe('a 429 the client waits out by itself', () => {
  const sandbox = useSandbox({ rateLimit: { limit: 2, windowMs: 3_000 } });

  it('shows in the header when the retry happens, then the data', async () => {
    const other = clientFor(sandbox());
    for (let i = 0; i < 2; i++) await other.getAccount();
    await other.close();
    const responses = createResponseFeed();
    const client = clientFor(sandbox(), { onResponse: responses.onResponse });
    try {
      const tui = renderApp({ client, screen: route('alerts'), responses });
      const frame = await tui.waitForFrame(/429: retrying in \d+s/);
      expect(frame.split('\n')[0]).toMatch(/429: retrying in [1-5]s/);
      await tui.waitForFrame(/Alert channels\s+1-\d+ of \d+/, 15_000);
      await tui.waitForFrame((f) => /req left/.test(f.split('\n')[0]!), 5_000);
    } finally {
      await client.close();
    }
  });
});

describe('a refused pause', () => {
  // Slow answers make the optimistic change visible before the refusal arrives.
  const sandbox = useSandbox({ latencyMs: 300 });

  it('is shown at once, rolled back when the server refuses (read-only key), and explained', async () => {
    const { failingCheckId } = sandbox().fixtures;
    const client = clientFor(sandbox(), { key: 'readOnly' });
    try {
      const tui = renderApp({ client, screen: route('check', { id: failingCheckId }) });
      await tui.waitForFrame(/activated\s+yes/);
      await tui.press('x');
      await tui.waitForFrame('(default No)');
      await tui.press('y');
      await tui.waitForFrame(/activated\s+no/);
      const frame = await tui.waitForFrame('Could not pause');
      expect(frame).toMatch(/activated\s+yes/);
      expect(frame).toContain('403 Forbidden');
      expect(sandbox().requests.some((r) => r.method === 'PUT' && r.status === 403)).toBe(true);
      expect((await client.getCheck(failingCheckId)).activated).toBe(true);
    } finally {
      await client.close();
    }
  });
});
