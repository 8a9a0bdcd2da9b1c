// The client's public surface (contract B). Import from here, not from the pieces.
export { createClient, DEFAULT_RATE_LIMIT, DEFAULT_TIMEOUT_MS } from './client.js';
export type { ClientInternals, TypedResponse, VigilClient } from './client.js';
export type { Resources } from './resources.js';
export type { MembersParams } from './resources/account.js';
export type { ChecksParams } from './resources/checks.js';
export type { CursorParams } from './resources/incidents.js';
export type { PageParams } from './resources/kit.js';
export type { CompletionResult, TestSessionsParams } from './resources/test-sessions.js';
export type { CheckResultsParams } from './resources/check-results.js';
export type {
  CallOptions,
  ClientOptions,
  ContentRange,
  CursorPage,
  HttpMethod,
  Page,
  QueryValue,
  RateLimitOptions,
  RawResponse,
  RequestEvent,
  RequestSpec,
  ResponseEvent,
  WaitEvent,
} from './types.js';
export {
  AbortError,
  ApiError,
  BadRequestError,
  ForbiddenError,
  InvalidPathError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ReadOnlyError,
  ResponseShapeError,
  ResponseTooLargeError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  VigilError,
  isAbort,
} from './errors.js';
export { checkCommandFor, describeError } from './describe-error.js';
export type { FailedRequest } from './errors.js';
export { parseErrorBody, parseRetryAfter } from './error-body.js';
export { isLastPage, iterateCursor, iteratePages, parseContentRange } from './paging.js';
export { checkPath } from './url.js';
export { maskHeaders } from './headers.js';
export { RateLimiter } from './limiter.js';
export type { Clock } from './clock.js';
