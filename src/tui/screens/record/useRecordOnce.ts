// An entry of the triage record made by a view, not by a navigation: once what it records is on
// screen (an error group's message, the clusters one way). Once per key per run (per recorder):
// coming back to a view that shows the same thing adds no line.
import { useEffect, useRef } from 'react';
import { type TriageEntry, type TriageRecorder, useTriageRecord } from '../../state/record.js';

const recordedKeys = new WeakMap<TriageRecorder, Set<string>>();

/** `key` null: nothing to record yet. `make` is called only when the entry is added. */
export function useRecordOnce(key: string | null, make: () => TriageEntry): void {
  const record = useTriageRecord();
  const makeRef = useRef(make);
  makeRef.current = make;
  useEffect(() => {
    if (key === null) return;
    const keys = recordedKeys.get(record) ?? new Set<string>();
    recordedKeys.set(record, keys);
    if (keys.has(key)) return;
    keys.add(key);
    record.add(makeRef.current());
  }, [key, record]);
}
