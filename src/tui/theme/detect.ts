// Picks how much colour the terminal gets. NO_COLOR (any non-empty value, per no-color.org) and
// TERM=dumb mean none; truecolor/256-colour terminals get the full palette; the rest 16 colours.
import type { ColorMode } from './tokens.js';

/** @internal exported for its unit test only */
export function detectColorMode(env: NodeJS.ProcessEnv): ColorMode {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 'none';
  const term = env.TERM ?? '';
  if (term === 'dumb') return 'none';
  if (env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return 'none';
  const colorterm = (env.COLORTERM ?? '').toLowerCase();
  if (colorterm === 'truecolor' || colorterm === '24bit') return 'full';
  if (term.includes('256color') || term.includes('truecolor') || term.includes('direct')) return 'full';
  return 'ansi16';
}

/**
 * The settings file's theme over what the terminal says: NO_COLOR (and TERM=dumb) still mean no
 * colour whatever the file asks; "auto" or no theme keeps the detected mode.
 */
export function colorModeFromSettings(
  env: NodeJS.ProcessEnv,
  theme: 'auto' | 'dark' | 'light' | '16' | 'none' | undefined,
): ColorMode {
  const detected = detectColorMode(env);
  if (detected === 'none' || theme === undefined || theme === 'auto') return detected;
  return theme === 'dark' ? 'full' : theme === 'light' ? 'light' : theme === '16' ? 'ansi16' : 'none';
}
