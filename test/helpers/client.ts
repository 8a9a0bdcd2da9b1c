// A real client for a running sandbox: `clientFor(sandbox)` writes with the demo key,
// `clientFor(sandbox, { key: 'readOnly' })` uses the read-only key (403 on writes).
// `useSandboxClient()` is the sandbox and one client for a whole test file.
import { afterAll, beforeAll } from 'vitest';
import { createClient, type ClientOptions, type VigilClient } from '../../src/client/index.js';
import type { ClientInternals } from '../../src/client/client.js';
import type { RunningSandbox, SandboxOptions } from '../../src/sandbox/index.js';
import { useSandbox } from './sandbox.js';

export interface SandboxCredentials {
  baseUrl: string;
  apiKey: string;
  readOnlyApiKey: string;
  accountId: string;
}

export interface ClientForOptions extends Partial<ClientOptions> {
  /** Which of the sandbox's keys to use; `apiKey` in the options wins over both. */
  key?: 'write' | 'readOnly';
  internals?: ClientInternals;
}

export function clientFor(sandbox: SandboxCredentials, opts: ClientForOptions = {}): VigilClient {
  const { key = 'write', internals, ...options } = opts;
  return createClient(
    {
      baseUrl: sandbox.baseUrl,
      apiKey: key === 'readOnly' ? sandbox.readOnlyApiKey : sandbox.apiKey,
      accountId: sandbox.accountId,
      ...options,
    },
    internals,
  );
}

export interface SandboxClient {
  sandbox: () => RunningSandbox;
  /** The file's client, made after the sandbox started and closed after the last test. */
  client: () => VigilClient;
}

/** `const { sandbox, client } = useSandboxClient({ seed: 7 })`, then `client().listChecks()` in tests. */
export function useSandboxClient(
  sandboxOptions: SandboxOptions = {},
  clientOptions: ClientForOptions = {},
): SandboxClient {
  const sandbox = useSandbox(sandboxOptions);
  let client: VigilClient | undefined;
  beforeAll(() => {
    client = clientFor(sandbox(), clientOptions);
  });
  afterAll(async () => {
    await client?.close();
    client = undefined;
  });
  return {
    sandbox,
    client: () => {
      if (!client)
        throw new Error('useSandboxClient(): the client is only available inside tests and hooks after beforeAll');
      return client;
    },
  };
}
