// Ask again every `intervalMs` while `enabled`: at most one request per tick, none while the last
// one is still out (`busy`), and none once the component is gone (leaving the screen stops it).
import { useEffect, useRef } from 'react';

export interface PollOptions {
  enabled: boolean;
  intervalMs: number;
  /** A request is already under way (or a 429 retry is scheduled): skip this tick. */
  busy?: boolean;
}

export function usePoll({ enabled, intervalMs, busy = false }: PollOptions, tick: () => void): void {
  const saved = useRef(tick);
  saved.current = tick;
  const busyRef = useRef(busy);
  busyRef.current = busy;
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(
      () => {
        if (!busyRef.current) saved.current();
      },
      Math.max(50, intervalMs),
    );
    return () => clearInterval(timer);
  }, [enabled, intervalMs]);
}
