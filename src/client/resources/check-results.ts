// A check's raw results (GET /v2/check-results/{checkId}), newest first, cursor-paged. The
// endpoint has its own budget of 5 requests per 10 s (endpoint-limits.ts keeps it).
import type { CheckResult } from '../schemas/index.js';
import type { CallOptions, CursorPage } from '../types.js';
import { segment } from '../url.js';
import type { ResourceKit } from './kit.js';

/** Query of GET /v2/check-results/{checkId}. */
export interface CheckResultsParams {
  /** 1..100, default 10. */
  limit?: number;
  nextId?: string;
  /** Unix seconds. */
  from?: number;
  to?: number;
  location?: string;
  checkType?: string;
  hasFailures?: boolean;
  resultType?: 'FINAL' | 'ATTEMPT' | 'ALL';
}

export interface CheckResultResources {
  listCheckResults(checkId: string, q?: CheckResultsParams, o?: CallOptions): Promise<CursorPage<CheckResult>>;
}

export function checkResultResources({ schema, get }: ResourceKit): CheckResultResources {
  return {
    async listCheckResults(checkId, q, o) {
      const query = {
        limit: q?.limit,
        nextId: q?.nextId,
        from: q?.from,
        to: q?.to,
        location: q?.location,
        checkType: q?.checkType,
        hasFailures: q?.hasFailures,
        resultType: q?.resultType,
      };
      const data = await get(
        `/v2/check-results/${segment(checkId)}`,
        schema('checkResults', 'CheckResultsPage'),
        o,
        query,
      );
      return { items: data.entries, nextId: data.nextId ?? null, length: data.length };
    },
  };
}
