// A clock that moves only when a test steps it. Handed to a sandbox (SandboxOptions.clock) and to
// the App (renderApp's `clock`), it is the one time both read: a running session is as far along
// as the test has stepped, however slow the machine is.
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
