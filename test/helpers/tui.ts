// "A sandbox, a client and a rendered screen" in one line for a TUI test file:
// `const { client, open } = useTuiSandbox()`, then `open('checks')` (or a route) inside a test.
import type { VigilClient } from '../../src/client/index.js';
import type { RunningSandbox, SandboxOptions } from '../../src/sandbox/index.js';
import type { Route } from '../../src/tui/state/navigation.js';
import { renderApp, type RenderAppOptions, type Tui } from '../tui/harness.js';
import { useSandboxClient, type ClientForOptions } from './client.js';

export interface TuiSandbox {
  sandbox: () => RunningSandbox;
  client: () => VigilClient;
  /** Render the App on a screen name or route (default Checks), with the file's client. */
  open: (screen?: string | Route, o?: Omit<RenderAppOptions, 'client' | 'screen'>) => Tui;
}

export function useTuiSandbox(sandboxOptions: SandboxOptions = {}, clientOptions: ClientForOptions = {}): TuiSandbox {
  const { sandbox, client } = useSandboxClient(sandboxOptions, clientOptions);
  return {
    sandbox,
    client,
    open: (screen, o = {}) => renderApp({ ...o, client: client(), ...(screen !== undefined ? { screen } : {}) }),
  };
}
