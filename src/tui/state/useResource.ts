// Data for a screen: cached data is shown at once and refreshed in the background; leaving the
// screen (or changing the key) aborts the request; a 429 is retried by itself when the server
// says it may be.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort, RateLimitedError } from '../../client/errors.js';
import { useStore } from './store.js';

export interface ResourceState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** When an automatic retry after a 429 happens (epoch ms). */
  retryAt: number | undefined;
  reload: () => void;
}

interface Internal<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
  loading: boolean;
  retryAt: number | undefined;
}

export function useResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ResourceState<T> {
  const { cache, pending } = useStore();
  const loadRef = useRef(load);
  loadRef.current = load;
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<Internal<T>>(() => ({
    key,
    data: key === null ? undefined : cache.get<T>(key)?.data,
    error: undefined,
    loading: key !== null,
    retryAt: undefined,
  }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `nonce` (a 429's retry, a reload) loads again.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    let retryTimer: NodeJS.Timeout | undefined;
    setState((prev) => ({
      key,
      data: prev.key === key ? prev.data : cache.get<T>(key)?.data,
      error: prev.key === key ? prev.error : undefined,
      loading: true,
      retryAt: undefined,
    }));
    // A request started ahead (at startup) is taken over once; later loads are our own.
    const ahead = pending.get(key) as Promise<T> | undefined;
    pending.delete(key);
    (ahead ?? loadRef.current(controller.signal)).then(
      (data) => {
        if (controller.signal.aborted) return;
        cache.set(key, data);
        setState({ key, data, error: undefined, loading: false, retryAt: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        let retryAt: number | undefined;
        if (error instanceof RateLimitedError) {
          const wait = Math.max(1000, error.retryAfterMs ?? 5000);
          retryAt = Date.now() + wait;
          retryTimer = setTimeout(() => setNonce((n) => n + 1), wait);
        }
        setState((prev) => ({ key, data: prev.key === key ? prev.data : undefined, error, loading: false, retryAt }));
      },
    );
    return () => {
      controller.abort();
      if (retryTimer) clearTimeout(retryTimer);
    };
  }, [key, nonce, cache, pending]);

  // Someone rewrote the cached data (an update confirmed by the server): show it.
  useEffect(() => {
    if (key === null) return;
    return cache.subscribe(key, () => {
      const entry = cache.get<T>(key);
      setState((prev) => (prev.key === key && entry ? { ...prev, data: entry.data } : prev));
    });
  }, [key, cache]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  // Until the effect for a new key runs, show what the cache has for it rather than the old key's data.
  if (state.key !== key) {
    return {
      data: key === null ? undefined : cache.get<T>(key)?.data,
      error: undefined,
      loading: key !== null,
      retryAt: undefined,
      reload,
    };
  }
  return { data: state.data, error: state.error, loading: state.loading, retryAt: state.retryAt, reload };
}
