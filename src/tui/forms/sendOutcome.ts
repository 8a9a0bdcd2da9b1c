// What a failed send means for sending again: a timeout or a connection that broke after the
// request went out may have reached the server, so a second send could post the update twice.
import { describeError, isAbort, NetworkError, TimeoutError } from '../../client/index.js';
import type { SendFailure } from './formState.js';

// The connection was never made: the request cannot have arrived.
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export function sendFailure(error: unknown): SendFailure {
  const uncertain =
    error instanceof TimeoutError ||
    isAbort(error) ||
    (error instanceof NetworkError && !NEVER_SENT.has(error.code ?? ''));
  return { message: describeError(error), uncertain };
}
