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
 * Service keys are such opaque tokens (the sandbox's are `vigil_sandbox_demo_<16 hex>`). Leading
 * dashes are not part of it: a key typed as an option name (`--<key>`) is masked after them.
 * A directory in a path (`/tmp/vigil-sandbox-bin-B0feR1/state.json`) is taken for one only when
 * it holds a run of 16 letters and digits with both in it, as a key does and a temporary
 * directory's name does not: a key typed inside a `vigil api` path (`/v1/<key>/x`) is masked too.
 */
const KEY_SHAPED = /(?<![A-Za-z0-9_-])(-*)([A-Za-z0-9_][A-Za-z0-9_-]{23,})(?![A-Za-z0-9_-])/g;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MIXED = (text: string) => /[0-9]/.test(text) && /[A-Za-z]/.test(text);

function looksLikeKey(word: string): boolean {
  return MIXED(word) && !GUID.test(word);
}

/** A run of 16 or more letters and digits with both in it: the random part of a key. */
function hasKeyRun(word: string): boolean {
  return (word.match(/[A-Za-z0-9]{16,}/g) ?? []).some(MIXED);
}

/** Every key-shaped word of a message, masked as a key is shown (maskKey). */
export function maskKeyShapedWords(text: string): string {
  return text.replace(KEY_SHAPED, (all: string, dashes: string, word: string, offset: number) => {
    if (!looksLikeKey(word)) return all;
    const directory = /^\/\S/.test(text.slice(offset + all.length));
    if (directory && !hasKeyRun(word)) return all;
    return `${dashes}${maskKey(word)}`;
  });
}
