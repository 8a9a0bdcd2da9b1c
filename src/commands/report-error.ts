// The one line every error ends as (`vigil: <sentence>` on stderr) and its exit code: 2 for usage
// errors, 1 for anything that failed at run time. Used by the dispatcher, also for what the TUI
// throws (the TUI's bundle takes the error classes from the commands' bundle: one class each).
import { sanitizeLine } from '../sanitize.js';
import { CommandFailure, UsageError } from './errors.js';
import { maskSecrets, registerSecret } from './shared/secrets.js';
import type { CommandIO } from '../io.js';

/** One line, ending in a full stop, starting in lower case after `vigil: ` (but not "API" -> "aPI"). */
function sentence(text: string): string {
  // Messages echo what was typed or what a server said: escape controls and bidi marks, and cut
  // any run of 120+ characters without a space (a pasted blob) so the sentence stays readable.
  let line = sanitizeLine(text.replace(/\s*\n\s*/g, ' '))
    .trim()
    .replace(/\S{120,}/g, (word) => `${Array.from(word).slice(0, 100).join('')}…`);
  if (/^[A-Z][a-z]/.test(line)) line = line.charAt(0).toLowerCase() + line.slice(1);
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

/**
 * The one way a message reaches stderr (`vigil: <sentence>`): escaped, cut, and with every
 * secret and key-shaped word masked. Masked before sentence() cuts long words, so a key is never
 * left half there.
 */
export function sayOnStderr(io: Pick<CommandIO, 'stderr'>, text: string): void {
  io.stderr.write(`vigil: ${sentence(maskSecrets(text))}\n`);
}

/** Print the one line for an error and return its exit code (exported for tests). */
export async function reportError(e: unknown, io: CommandIO): Promise<number> {
  // The error may come before any command read the credentials (a usage error about the key
  // typed as an ID, a profile name, an option): mask every key vigil is configured with.
  const { configuredApiKeys } = await import('../config/index.js');
  for (const key of configuredApiKeys({ env: io.env })) registerSecret(key);
  const say = (text: string) => sayOnStderr(io, text);
  if (e instanceof UsageError || e instanceof CommandFailure) {
    say(e.message);
    return e.exitCode;
  }
  const { ConfigError } = await import('../config/errors.js');
  if (e instanceof ConfigError) {
    say(e.message);
    return e.exitCode;
  }
  const { KeyInRequestError, ReadOnlyError, VigilError } = await import('../client/errors.js');
  // --read-only refused a write before anything was sent: exit 2, as every refusal of the
  // options given (whichever command met it: `checks pause`, `members remove`, `vigil api -X POST`).
  // So did the API key pasted into a value (key-in-request.ts).
  if (e instanceof ReadOnlyError || e instanceof KeyInRequestError) {
    const { describeError } = await import('../client/describe-error.js');
    say(describeError(e));
    return 2;
  }
  if (e instanceof VigilError) {
    const { describeError } = await import('../client/describe-error.js');
    say(describeError(e));
    return 1;
  }
  const message = e instanceof Error ? e.message : String(e);
  say(`unexpected error: ${message}`);
  if (io.env.VIGIL_DEBUG === '1' && e instanceof Error && e.stack) io.stderr.write(`${maskSecrets(e.stack)}\n`);
  return 1;
}
