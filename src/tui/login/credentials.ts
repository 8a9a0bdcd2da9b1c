// What the login screen needs to check and store credentials, given by the start-up code (made
// in config/login.ts): the screen does not reach into the config layer itself.

export interface TypedCredentials {
  apiKey: string;
  accountId: string;
  baseUrl: string;
}

export type CheckedCredentials = ({ ok: true } & TypedCredentials) | { ok: false; message: string };

export interface LoginCredentials {
  /** The typed values cleaned up, or one sentence about the first wrong one. */
  check(typed: TypedCredentials): CheckedCredentials;
  save(credentials: TypedCredentials): Promise<void>;
}
