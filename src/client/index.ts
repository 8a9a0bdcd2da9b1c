// The client's public surface (contract B). Import from here, not from the pieces.
export { createClient, DEFAULT_RATE_LIMIT, DEFAULT_TIMEOUT_MS } from './client.js';
export { pausesTheAccount } from './endpoint-limits.js';
export type { VigilClient } from './client.js';
export type { TestSessionsParams } from './resources/test-sessions.js';
export type { CheckResultsParams } from './resources/check-results.js';
export type {
  CallOptions,
  ClientOptions,
  CursorPage,
  Page,
  ResponseEvent,
} from './types.js';
export {
  ApiError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  ReadOnlyError,
  TimeoutError,
  UnauthorizedError,
  VigilError,
  isAbort,
} from './errors.js';
export { describeError } from './describe-error.js';
export { parseRetryAfter } from './error-body.js';
export { iterateCursor, iteratePages } from './paging.js';
