// A clock that moves only when a test steps it. Handed to a sandbox (SandboxOptions.clock) and to
// the App (renderApp's `clock`), it is the one time both read: a running session is as far along
// as the test has stepped, however slow the machine is.
import type { RunningSandbox } from '../../src/sandbox/index.js';

export interface SteppedClock {
  (): number;
  /** Moves the time forward by `ms`. */
  step(ms: number): void;
}

export function steppedClock(start = Date.now()): SteppedClock {
  let now = start;
  const clock = () => now;
  clock.step = (ms: number) => {
    now += ms;
  };
  return clock;
}

/**
 * Steps `clock` by `ms` once `sb` has answered a GET of `path` (a session's detail, read before a
 * watch starts): the watcher saw the session running, and sees it end at its next look.
 */
export async function stepOnceRead(
  sb: RunningSandbox,
  path: string,
  clock: SteppedClock,
  ms: number,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!sb.requests.some((r) => r.method === 'GET' && r.path === path && r.status === 200)) {
    if (Date.now() > deadline) throw new Error(`stepOnceRead: no GET ${path} answered within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  clock.step(ms);
}
