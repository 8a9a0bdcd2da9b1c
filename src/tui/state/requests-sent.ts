// Waiting until a number of requests have been handed to their connections, so a long import
// that follows (Ink) does not hold them back. Driven by the client's onRequest event.

/** Resolves `sent` once `count` requests were handed over, or after `withinMs` in any case. */
export function requestsOnTheirWay(count: number, withinMs: number): { onRequest: () => void; sent: Promise<void> } {
  let seen = 0;
  let done: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => {
    done = resolve;
  });
  const timer = setTimeout(() => done(), withinMs);
  return {
    onRequest: () => {
      if (++seen !== count) return;
      clearTimeout(timer);
      // Two more turns of the event loop, for the connections to open and the requests to leave.
      setImmediate(() => setImmediate(done));
    },
    sent,
  };
}
