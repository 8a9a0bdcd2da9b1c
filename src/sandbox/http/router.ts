// Method + path-pattern routing (`/v1/checks/:checkId`), with a per-route rate limit option.
import type { ApiKeyInfo, SandboxStore } from '../store.js';
import type { RawQuery } from './query.js';
import type { RateLimit } from './rate-limit.js';
import type { Reply } from './reply.js';

export interface RequestContext {
  method: string;
  path: string;
  params: Record<string, string>;
  query: RawQuery;
  /** Parsed JSON body (undefined when none was sent). */
  body: unknown;
  key: ApiKeyInfo;
  /** The sandbox's clock when the request arrived: what data and timestamps are read at. */
  now: number;
  /** The sandbox's clock (SandboxOptions.clock), for a handler that waits and reads it again. */
  clock: () => number;
  store: SandboxStore;
  /** Waits `ms`; resolves false early when the sandbox closes or the client goes away. */
  wait(ms: number): Promise<boolean>;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface Route {
  method: string;
  pattern: string;
  segments: string[];
  handler: Handler;
  /** A tighter limit of this route's own, counted per API key on top of the default one. */
  limit?: RateLimit;
}

export type Match = { route: Route; params: Record<string, string> } | { allowed: string[] } | undefined;

export class Router {
  private readonly bySize = new Map<number, Route[]>();

  add(method: string, pattern: string, handler: Handler, limit?: RateLimit): this {
    const segments = pattern.split('/');
    const route: Route = limit ? { method, pattern, segments, handler, limit } : { method, pattern, segments, handler };
    const list = this.bySize.get(segments.length) ?? [];
    list.push(route);
    this.bySize.set(segments.length, list);
    return this;
  }

  match(method: string, path: string): Match {
    const parts = path.split('/');
    const candidates = this.bySize.get(parts.length);
    if (!candidates) return undefined;
    const allowed: string[] = [];
    for (const route of candidates) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method) return { route, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { allowed } : undefined;
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    const v = parts[i] as string;
    if (p.startsWith(':')) {
      if (v === '') return undefined;
      try {
        params[p.slice(1)] = decodeURIComponent(v);
      } catch {
        params[p.slice(1)] = v;
      }
    } else if (p !== v) return undefined;
  }
  return params;
}
