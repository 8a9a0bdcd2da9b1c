// "A sandbox, a client and a rendered screen" in one line for a TUI test file:
// `const tui = useTuiSandbox()`, then `tui.open('checks')` (or a route) inside a test.
import { afterAll, beforeAll } from 'vitest';
import type { VigilClient } from '../../src/client/index.js';
import type { RunningSandbox, SandboxOptions } from '../../src/sandbox/index.js';
import type { Route } from '../../src/tui/state/navigation.js';
import { renderApp, type RenderAppOptions, type Tui } from '../tui/harness.js';
import { clientFor, type ClientForOptions } from './client.js';
import { useSandbox } from './sandbox.js';

export interface TuiSandbox {
  sandbox: () => RunningSandbox;
  client: () => VigilClient;
  /** Render the App on a screen name or route, with the file's client. */
  open: (screen?: string | Route, o?: Omit<RenderAppOptions, 'client' | 'screen'>) => Tui;
}

export function useTuiSandbox(sandboxOptions: SandboxOptions = {}, clientOptions: ClientForOptions = {}): TuiSandbox {
  const sandbox = useSandbox(sandboxOptions);
  let client: VigilClient | undefined;
  beforeAll(() => {
    client = clientFor(sandbox(), clientOptions);
  });
  afterAll(async () => {
    await client?.close();
    client = undefined;
  });
  const current = (): VigilClient => {
    if (!client) throw new Error('useTuiSandbox(): the client is only available inside tests');
    return client;
  };
  return {
    sandbox,
    client: current,
    open: (screen, o = {}) => renderApp({ ...o, client: current(), ...(screen !== undefined ? { screen } : {}) }),
  };
}
