// The only form in which an API key is ever shown: its last four characters, and only when the
// key is long enough that four characters give nothing useful away.
const MIN_LENGTH_TO_SHOW_TAIL = 12;

export function maskKey(key: string): string {
  if (key.length < MIN_LENGTH_TO_SHOW_TAIL) return '...';
  return `...${key.slice(-4)}`;
}

/**
 * A word that looks like an API key rather than anything else a message names: 24 or more
 * letters, digits, `_` or `-` with both letters and digits in it, and not a GUID (IDs are GUIDs).
 * Service keys are such opaque tokens (the sandbox's are `vigil_sandbox_demo_<16 hex>`).
 * A directory in a path (`/tmp/vigil-sandbox-bin-B0feR1/state.json`) is not taken for one:
 * the keys vigil is configured with are masked wherever they stand, by value (secrets.ts).
 */
const KEY_SHAPED = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{24,}(?![A-Za-z0-9_-]|\/[^\s])/g;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function looksLikeKey(word: string): boolean {
  return /[0-9]/.test(word) && /[A-Za-z]/.test(word) && !GUID.test(word) && !word.startsWith('-');
}

/** Every key-shaped word of a message, masked as a key is shown (maskKey). */
export function maskKeyShapedWords(text: string): string {
  return text.replace(KEY_SHAPED, (word) => (looksLikeKey(word) ? maskKey(word) : word));
}
