// The current time, redrawn every `intervalMs` (null: never), for "4m ago", "updated 12 s ago"
// and running durations. Every time the screens show comes from the App's clock (Date.now; a
// test gives a fixed one, so an age does not change while it runs).
import { createContext, useContext, useState } from 'react';
import { useInterval } from './useInterval.js';

/** Milliseconds since the epoch, as Date.now. */
export type Clock = () => number;

export const ClockContext = createContext<Clock>(Date.now);

/** The App's clock, for a time read outside a tick (an age computed when the data arrives). */
export function useClock(): Clock {
  return useContext(ClockContext);
}

export function useNow(intervalMs: number | null): number {
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useInterval(() => setNow(clock()), intervalMs);
  return now;
}
