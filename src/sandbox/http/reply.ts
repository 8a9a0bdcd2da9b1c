// Answers: JSON bodies, the service's error body `{statusCode, error, message}` and HttpError,
// which handlers throw to end a request with an error status.
export interface Reply {
  status: number;
  /** Already-serialized JSON (or empty for 204). */
  body: string | Buffer;
  headers?: Record<string, string>;
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly attributes?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function json(value: unknown, status = 200, headers?: Record<string, string>): Reply {
  return headers ? { status, body: JSON.stringify(value), headers } : { status, body: JSON.stringify(value) };
}

export function errorReply(
  status: number,
  message: string,
  attributes?: Record<string, unknown>,
  headers?: Record<string, string>,
): Reply {
  const body: Record<string, unknown> = { statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message };
  if (attributes) body.attributes = attributes;
  return headers ? { status, body: JSON.stringify(body), headers } : { status, body: JSON.stringify(body) };
}

export function fromHttpError(e: HttpError): Reply {
  return errorReply(e.status, e.message, e.attributes, e.headers);
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
