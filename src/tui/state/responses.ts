// Every answer the client gets, for the shell: a 429 the client is waiting out by itself (it
// honours Retry-After) is shown in the header with when the retry happens.
import type { ResponseEvent } from '../../client/index.js';

export type ResponseListener = (event: ResponseEvent) => void;

export interface ResponseFeed {
  /** Pass as the client's onResponse. */
  onResponse: ResponseListener;
  subscribe(listener: ResponseListener): () => void;
}

export function createResponseFeed(): ResponseFeed {
  const listeners = new Set<ResponseListener>();
  return {
    onResponse: (event) => {
      for (const l of listeners) l(event);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
