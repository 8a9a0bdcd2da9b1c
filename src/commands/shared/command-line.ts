// Next-step commands printed for copying: every word shell-quoted, so a branch with spaces or a
// cursor from the server with `;` in it is pasted as one argument, never run as a command.
import { sanitizeLine } from '../../sanitize.js';
import { maskSecrets } from './secrets.js';
import type { GlobalOptions } from '../types.js';

const SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** @internal exported for its unit test only */
export function shellWord(word: string): string {
  const text = sanitizeLine(word);
  if (SAFE.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * `vigil <words...>`, with the global options in effect, so the command does the same thing.
 * Masked as stderr is (maskSecrets): a key given as `--profile`, a search term or any other word
 * is never printed back in a hint.
 */
export function vigilCommand(words: readonly string[], global?: GlobalOptions): string {
  const all = ['vigil', ...words];
  if (global?.profile !== undefined) all.push('--profile', global.profile);
  if (global?.readOnly) all.push('--read-only');
  return maskSecrets(all.map(shellWord).join(' '));
}
