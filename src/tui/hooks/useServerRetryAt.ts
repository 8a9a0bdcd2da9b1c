// When the client may retry after the latest 429 it saw (it waits out Retry-After by itself).
import { useEffect, useState } from 'react';
import { parseRetryAfter } from '../../client/index.js';
import type { ResponseFeed } from '../state/responses.js';

export function useServerRetryAt(feed: ResponseFeed | undefined): number | undefined {
  const [retryAt, setRetryAt] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!feed) return;
    let clear: NodeJS.Timeout | undefined;
    const stop = feed.subscribe((event) => {
      if (event.status !== 429) return;
      const wait = parseRetryAfter(event.headers['retry-after']) ?? 1000;
      const at = Date.now() + wait;
      setRetryAt(at);
      if (clear) clearTimeout(clear);
      clear = setTimeout(() => setRetryAt(undefined), wait + 500);
    });
    return () => {
      stop();
      if (clear) clearTimeout(clear);
    };
  }, [feed]);
  return retryAt;
}
