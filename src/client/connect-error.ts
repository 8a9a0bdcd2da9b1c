// A NetworkError raised before the connection existed, so no byte of the request was sent and
// even a write may be sent again (see retry.ts).
import { NetworkError } from './errors.js';

/**
 * Codes that can only come from making the connection: refused (the SYN was answered with a
 * reset), the name did not resolve, or undici's connect timeout. Unreachable-host codes are left
 * out: Linux can also report them on an established connection after the request was written.
 */
const CONNECT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

export function isConnectFailureCode(code: string | undefined): boolean {
  return code !== undefined && CONNECT_CODES.has(code);
}

export class ConnectError extends NetworkError {
  override name = 'ConnectError';
}

/** The proxy asked for credentials (407): nothing was sent, and no retry can pass. */
export class ProxyAuthRequired extends ConnectError {
  override name = 'ProxyAuthRequired';
}
