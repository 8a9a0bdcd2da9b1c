// The current time, redrawn every `intervalMs` (null: never), for "4m ago" and running durations.
import { useState } from 'react';
import { useInterval } from './useInterval.js';

export function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), intervalMs);
  return now;
}
