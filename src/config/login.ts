// What the TUI's login screen needs of the config layer, handed to it by the start-up code (the
// screen never imports config itself): check typed values, and store them once the server
// accepted them.
import { saveCredentials } from './index.js';
import { checkAccountId, checkApiKey, checkBaseUrl } from './validate.js';
import type { LoginCredentials } from '../credentials.js';

export type { LoginCredentials } from '../credentials.js';

export function loginCredentials(env: NodeJS.ProcessEnv, profile: string | undefined): LoginCredentials {
  return {
    check(typed) {
      const key = checkApiKey(typed.apiKey);
      const account = checkAccountId(typed.accountId);
      const base = checkBaseUrl(typed.baseUrl);
      if (!key.ok) return { ok: false, message: key.message };
      if (!account.ok) return { ok: false, message: account.message };
      if (!base.ok) return { ok: false, message: base.message };
      return { ok: true, apiKey: key.value, accountId: account.value, baseUrl: base.value };
    },
    async save(credentials) {
      await saveCredentials({ env, profile, ...credentials });
    },
  };
}
