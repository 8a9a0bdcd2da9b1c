// A real client for a running sandbox: `clientFor(sandbox)` writes with the demo key,
// `clientFor(sandbox, { key: 'readOnly' })` uses the read-only key (403 on writes).
import { createClient, type ClientInternals, type ClientOptions, type VigilClient } from '../../src/client/index.js';

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
