// "The key never appears in any output", even when it is pasted in the wrong place (as a command
// word, an ID, an option's value, a profile name, an environment variable). Every secret a command
// handles is registered here; report-error.ts adds the keys vigil is configured with; and every
// message on stderr passes through maskSecrets, which also masks anything shaped like a key.
import { maskKey } from '../../config/mask.js';

const secrets = new Set<string>();
const SHORTEST_SECRET = 4;

export function registerSecret(value: string): void {
  if (value.length >= SHORTEST_SECRET) secrets.add(value);
}

export function redactSecrets(text: string): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join('***');
  return out;
}

/**
 * A word that looks like an API key rather than anything else a message names: 24 or more
 * letters, digits, `_` or `-` with both letters and digits in it, and not a GUID (IDs are GUIDs).
 * Service keys are such opaque tokens (the sandbox's are `vigil_sandbox_demo_<16 hex>`).
 */
const KEY_SHAPED = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{24,}(?![A-Za-z0-9_-])/g;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function looksLikeKey(word: string): boolean {
  return /[0-9]/.test(word) && /[A-Za-z]/.test(word) && !GUID.test(word) && !word.startsWith('-');
}

/** The registered secrets as `***`, and any other key-shaped word masked as whoami shows a key. */
export function maskSecrets(text: string): string {
  return redactSecrets(text).replace(KEY_SHAPED, (word) => (looksLikeKey(word) ? maskKey(word) : word));
}
