// An entry of the triage record made by a view, not by a navigation: once what it records is on
// screen (an error group's message, the clusters one way), once per key while the view is open.
import { useEffect, useRef } from 'react';
import { type TriageEntry, useTriageRecord } from '../../state/record.js';

/** `key` null: nothing to record yet. `make` is called only when the entry is added. */
export function useRecordOnce(key: string | null, make: () => TriageEntry): void {
  const record = useTriageRecord();
  const recorded = useRef(new Set<string>());
  const makeRef = useRef(make);
  makeRef.current = make;
  useEffect(() => {
    if (key === null || recorded.current.has(key)) return;
    recorded.current.add(key);
    record.add(makeRef.current());
  }, [key, record]);
}
