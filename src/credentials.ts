// The credentials the login screen types and the config layer checks and stores, declared once
// below both (the TUI may not import config/, and config/ does not import the TUI). The start-up
// code makes a LoginCredentials (config/login.ts) and hands it to the login screen.

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
