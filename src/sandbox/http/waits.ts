// Waits a request is held for (latency, long-polls), tracked so that closing the sandbox ends
// them at once and never leaves the process hanging.
import type { ServerResponse } from 'node:http';

interface Pending {
  cancel(): void;
}

export class PendingWaits {
  private readonly pending = new Set<Pending>();
  private closed = false;

  /** Resolves true after `ms`, or false early when closing or when the client went away. */
  wait(res: ServerResponse, ms: number): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const entry: Pending = {
        cancel: () => {
          clearTimeout(timer);
          this.pending.delete(entry);
          res.off('close', entry.cancel);
          resolve(false);
        },
      };
      const timer = setTimeout(() => {
        this.pending.delete(entry);
        res.off('close', entry.cancel);
        resolve(true);
      }, ms);
      this.pending.add(entry);
      res.once('close', entry.cancel);
    });
  }

  /** Ends every wait (each resolves false) and every later one at once. */
  cancelAll(): void {
    this.closed = true;
    for (const p of [...this.pending]) p.cancel();
  }
}
