// The triage record as the screens see it: add() an entry when something was opened or written.
// main.tsx gives the file-backed one (config/record.ts); without it (tests, a recorder that
// failed) entries go nowhere, and triage goes on.
import { createContext, useContext } from 'react';

export interface TriageEntry {
  kind: string;
  /** One plain sentence, as the engineer would say it. */
  text: string;
  /** For a write: the plain `vigil` command that does the same (never the key). */
  command?: string;
}

export interface TriageRecorder {
  add(entry: TriageEntry): void;
  /** What was kept (the last 7 days), oldest first. */
  read(): Array<TriageEntry & { at: string }>;
}

const nowhere: TriageRecorder = { add: () => undefined, read: () => [] };

export const RecordContext = createContext<TriageRecorder>(nowhere);

export function useTriageRecord(): TriageRecorder {
  return useContext(RecordContext);
}
