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
  /** The check a pause or resume was about (the incident summary names what stays paused). */
  check?: { id: string; name: string };
  /** An error group's message, once it was followed (the error the failing sessions share). */
  error?: string;
  /** A write that did not succeed: failed (nothing changed) or unknown (it may have been done). */
  outcome?: 'failed' | 'unknown';
  /** For an unknown outcome: the plain read that shows whether it was done. */
  verify?: string;
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
