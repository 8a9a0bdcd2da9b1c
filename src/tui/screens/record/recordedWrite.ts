// A write of the TUI into the triage record, however it ends: done (what was done), failed (the
// server refused it or could not be reached: nothing changed) or unknown (it timed out or the
// connection broke after it went out: it may have been done). Each with the plain command of the
// write; an unknown one with the read that shows whether it was done, never advice to send again.
import { sendFailure } from '../../forms/sendOutcome.js';
import type { TriageEntry, TriageRecorder } from '../../state/record.js';

export interface RecordedWrite<T> {
  kind: string;
  /** The plain `vigil` command of the write. */
  command: string;
  /** What is tried, as a verb phrase: `pause check "Checkout"`. */
  what: string;
  /** The sentence for the record once it was done. */
  done: (result: T) => string;
  /** The plain read that shows whether a write of unknown outcome was done. */
  verify: string;
  /** The check a pause or resume is about. */
  check?: { id: string; name: string };
}

/** The write's own promise, unchanged; the record gets one entry when it settles. */
export function recordedWrite<T>(record: TriageRecorder, write: Promise<T>, w: RecordedWrite<T>): Promise<T> {
  const base: Pick<TriageEntry, 'kind' | 'command' | 'check'> = {
    kind: w.kind,
    command: w.command,
    ...(w.check ? { check: w.check } : {}),
  };
  return write.then(
    (result) => {
      record.add({ ...base, text: w.done(result) });
      return result;
    },
    (error: unknown) => {
      const failure = sendFailure(error);
      record.add(
        failure.uncertain
          ? {
              ...base,
              outcome: 'unknown',
              // The error's own words (what happened), not describeError's advice: the read is `verify`.
              text: `Tried to ${w.what}; whether it was done is unknown (${errorWords(error)}).`,
              verify: w.verify,
            }
          : { ...base, outcome: 'failed', text: `Could not ${w.what}, nothing changed: ${failure.message}` },
      );
      throw error;
    },
  );
}

/** The error's own words. */
function errorWords(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
