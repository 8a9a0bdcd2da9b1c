// Sending the request `vigil api` was asked for and printing the answer. Takes its streams and
// client as arguments so tests can drive it with parsed options.
import type { RawResponse, RequestEvent, RequestSpec } from '../../client/types.js';
import { formatSeconds } from '../../client/errors.js';
import { readLimitedFile, sizeText } from '../../files.js';
import { sayOnStderr } from '../report-error.js';
import { escapeUnsafeJsonText } from '../../format/json.js';
import { sanitizeLine, sanitizeText } from '../../sanitize.js';
import { CommandFailure, UsageError } from '../errors.js';
import { bodyLimitFromEnv } from '../shared/client.js';
import { maskSecrets } from '../shared/secrets.js';
import type { CommandIO, InputStream } from '../../io.js';
import { isJson, reformatJson } from '../../format/json-text.js';
import type { ApiOptions } from './options.js';
import { paginate } from './paginate.js';
import { failureLine, isFailure, statusAndHeaders } from './report.js';

/** The one client method `vigil api` needs: the passthrough that never throws on a status. */
export interface ApiClient {
  send(spec: RequestSpec): Promise<RawResponse>;
}

/** The request body's cap: the answer's (VIGIL_MAX_BODY_MB, default 64 MiB). */
const DEFAULT_INPUT_MAX_BYTES = 64 * 1024 * 1024;

async function readAll(stream: InputStream, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += bytes.length;
    if (total > maxBytes)
      throw new UsageError(
        `--input - (standard input) is larger than ${sizeText(maxBytes)}: send less, or raise VIGIL_MAX_BODY_MB`,
      );
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readInput(input: string, io: CommandIO): Promise<string> {
  const maxBytes = bodyLimitFromEnv(io.env) ?? DEFAULT_INPUT_MAX_BYTES;
  if (input === '-') return readAll(io.stdin, maxBytes);
  const read = readLimitedFile(input, maxBytes);
  if (read.ok) return read.bytes.toString('utf8');
  const more = read.reason === 'too large' ? ', or raise VIGIL_MAX_BODY_MB' : ', or - for standard input';
  const detail = read.reason === 'missing' ? 'cannot be read (no such file)' : read.detail;
  throw new UsageError(
    `--input ${sanitizeLine(input)} ${detail}: give a readable regular file of at most ${sizeText(maxBytes)}${more}`,
  );
}

interface Printer {
  /**
   * Body text as the user sees it: pretty JSON on a terminal, compact JSON in a pipe; `bytes`
   * (the body when it is not valid UTF-8) written as they are in a pipe.
   */
  body(text: string, bytes?: Buffer): void;
  /** What --jq printed: JSON values, or bare strings with --raw. */
  filtered(text: string, raw: boolean): void;
  raw(text: string): void;
}

function printer(io: CommandIO): Printer {
  const tty = io.stdout.isTTY === true;
  // On a terminal, server text could carry escape sequences: show them escaped. In a pipe the
  // bytes go through untouched, since a script wants exactly what the server sent. (The key is
  // blanked from all of it by the command's stdout: redactingIO, commands/shared/secrets.ts.)
  const write = (text: string) => io.stdout.write(tty ? sanitizeText(text) : text);
  return {
    body(text, bytes) {
      if (text === '') return;
      // Not UTF-8 (bytes kept by the client) and not JSON: in a pipe, the bytes exactly as they came.
      if (!tty && bytes !== undefined && !isJson(text)) {
        io.stdout.write(bytes);
        return;
      }
      if (isJson(text)) {
        // Raw bidi marks and C1 controls inside strings become \u escapes: the same JSON value,
        // and on a terminal still valid JSON (sanitizeText would write them as \x85, not JSON).
        write(`${escapeUnsafeJsonText(reformatJson(text, tty ? 2 : 0))}\n`);
        return;
      }
      write(tty && !text.endsWith('\n') ? `${text}\n` : text);
    },
    filtered(text, raw) {
      // jq's JSON values stay valid JSON on a terminal too (see body); bare strings are text.
      write(raw || !tty ? text : escapeUnsafeJsonText(text));
    },
    raw: write,
  };
}

/** Filters JSON text through --jq. */
type Filter = (json: string) => Promise<string>;

/** After this long without a complete answer to one attempt, `vigil api` says it is still waiting. */
const STALL_NOTICE_MS = 2_000;

/**
 * Client hooks that say once on stderr when an attempt has had no complete answer for
 * STALL_NOTICE_MS (a server that stalls mid-body is otherwise a silent wait until the time
 * limit). Each attempt starts its own count; `stop()` when an attempt failed (the client's wait
 * before the next one is announced by its own notice) and when the request is over.
 */
export function stallNotices(io: CommandIO, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let said = false;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    onRequest(e: RequestEvent) {
      stop();
      if (said) return;
      timer = setTimeout(() => {
        said = true;
        sayOnStderr(
          io,
          `no complete answer to ${e.method} ${sanitizeLine(e.path)} after ${formatSeconds(STALL_NOTICE_MS)}; still ` +
            `waiting (each try gives up after ${formatSeconds(timeoutMs)})`,
        );
      }, STALL_NOTICE_MS);
    },
    onResponse: stop,
    stop,
  };
}

/** unauthorizedHint: what a 401 should advise, naming where the key came from (shared/client.ts). */
export async function runApi(
  options: ApiOptions,
  io: CommandIO,
  client: ApiClient,
  o: { unauthorizedHint?: string } = {},
): Promise<number> {
  const send = (spec: RequestSpec) => client.send(spec);
  // Everything that can fail on our side happens before the request, so nothing is sent in vain.
  const rawBody = options.input !== undefined ? await readInput(options.input, io) : undefined;
  let filter: Filter | null = null;
  if (options.jq !== undefined) {
    const expression = options.jq;
    // Loaded only for --jq: it needs child_process, a few milliseconds of every start otherwise.
    const { checkJqExpression, filterWithJq, findJq, JQ_MISSING } = await import('./jq.js');
    const jq = await findJq(io.env);
    if (jq === null) throw new CommandFailure(JQ_MISSING);
    await checkJqExpression(jq, expression);
    filter = (json) => filterWithJq(jq, expression, json, options.raw);
  }
  const out = printer(io);

  /** A failed answer: its body (through --jq when it is JSON) on stdout, the reason on stderr, exit 1. */
  const failed = async (response: RawResponse): Promise<number> => {
    // vigil's own line: masked as every stderr line is (a key typed in the path, configured or not).
    const reason = maskSecrets(failureLine(response, o.unauthorizedHint));
    if (!filter || response.body === '') {
      out.body(response.body, response.bodyBytes);
    } else if (!isJson(response.body)) {
      io.stderr.write(`${reason}\nThe answer is not JSON, so --jq could not filter it: leave out --jq to see it.\n`);
      return 1;
    } else {
      try {
        out.filtered(await filter(response.body), options.raw);
      } catch (e) {
        // jq's complaint about the error body comes second: the failure itself is the news.
        io.stderr.write(`${reason}\n${e instanceof CommandFailure ? e.message : String(e)}.\n`);
        return 1;
      }
    }
    io.stderr.write(`${reason}\n`);
    return 1;
  };

  const finish = async (response: RawResponse): Promise<number> => {
    if (options.include) out.raw(statusAndHeaders(response));
    if (isFailure(response.status)) return failed(response);
    if (filter && response.body !== '') {
      if (!isJson(response.body)) {
        throw new CommandFailure(
          'The response is not JSON, so --jq cannot filter it: leave out --jq to see it as it is',
        );
      }
      out.filtered(await filter(response.body), options.raw);
      return 0;
    }
    out.body(response.body, response.bodyBytes);
    return 0;
  };

  if (options.paginate) {
    const result = await paginate(send, options.path, options.query, options.headers);
    if (result.kind !== 'merged') return finish(result.response);
    const merged = JSON.stringify(result.items);
    if (filter) out.filtered(await filter(merged), options.raw);
    else out.body(merged);
    // A walk that stopped before the list's end did not do all it was asked: say why, exit 1.
    if (result.stopped !== null) throw new CommandFailure(result.stopped);
    return 0;
  }

  const spec: RequestSpec = {
    method: options.method,
    path: options.path,
    query: options.query,
    headers: options.headers,
  };
  if (options.body !== undefined) spec.body = options.body;
  if (rawBody !== undefined) spec.rawBody = rawBody;
  return finish(await send(spec));
}
