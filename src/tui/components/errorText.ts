// The words for an error shown in place: status, message and what to do.
import { RateLimitedError } from '../../client/errors.js';
import { describeError } from '../../client/describe-error.js';
import { sanitizeLine } from '../../format/sanitize.js';
import { maskKeyShapedWords } from '../../mask.js';

export function errorLine(error: unknown): string {
  let text: string;
  try {
    text = describeError(error);
  } catch {
    text = error instanceof Error ? error.message : String(error);
  }
  // A key pasted into a field the server then names in its error is not drawn back whole.
  return sanitizeLine(maskKeyShapedWords(text));
}

export function retryLine(error: unknown, retryAt: number | undefined, now: number): string | undefined {
  if (!(error instanceof RateLimitedError) || retryAt === undefined) return undefined;
  const seconds = Math.max(0, Math.ceil((retryAt - now) / 1000));
  return `Retrying by itself in ${seconds}s.`;
}
