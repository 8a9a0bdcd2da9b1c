// The three looks of the same semantic tokens. Meaning never rests on colour alone: statuses carry
// words (PASS, FAIL, ...) and the selected row a '>' mark, so the 'none' theme loses nothing.
import type { Theme, ThemeToken, TextStyle, ColorMode } from './tokens.js';

const full: Record<ThemeToken, TextStyle> = {
  'text.normal': {},
  'text.muted': { color: '#8a8f98' },
  'text.strong': { bold: true },
  'text.accent': { color: '#5fafff' },
  'text.error': { color: '#ff5f5f', bold: true },
  'text.warning': { color: '#ffaf00' },
  'text.success': { color: '#5fd75f' },
  'text.match': { color: '#ffd75f', bold: true, underline: true },
  'status.passed': { color: '#5fd75f' },
  'status.failed': { color: '#ff5f5f', bold: true },
  'status.degraded': { color: '#ffaf00' },
  'status.paused': { color: '#8a8f98' },
  'status.running': { color: '#5fafff' },
  'status.unknown': { color: '#8a8f98' },
  'row.selected': { backgroundColor: '#264f78', color: '#ffffff' },
  'table.header': { bold: true, color: '#8a8f98' },
  'header.bar': { backgroundColor: '#303030', color: '#e4e4e4' },
  'badge.demo': { backgroundColor: '#ffaf00', color: '#000000', bold: true },
  'footer.key': { color: '#5fafff', bold: true },
  'footer.text': { color: '#8a8f98' },
  title: { bold: true },
};

const ansi16: Record<ThemeToken, TextStyle> = {
  'text.normal': {},
  'text.muted': { color: 'gray' },
  'text.strong': { bold: true },
  'text.accent': { color: 'cyan' },
  'text.error': { color: 'red', bold: true },
  'text.warning': { color: 'yellow' },
  'text.success': { color: 'green' },
  'text.match': { color: 'yellow', bold: true, underline: true },
  'status.passed': { color: 'green' },
  'status.failed': { color: 'red', bold: true },
  'status.degraded': { color: 'yellow' },
  'status.paused': { color: 'gray' },
  'status.running': { color: 'cyan' },
  'status.unknown': { color: 'gray' },
  'row.selected': { inverse: true },
  'table.header': { bold: true },
  'header.bar': { inverse: true },
  'badge.demo': { backgroundColor: 'yellow', color: 'black', bold: true },
  'footer.key': { color: 'cyan', bold: true },
  'footer.text': { color: 'gray' },
  title: { bold: true },
};

// No colour at all (NO_COLOR, TERM=dumb): only attributes; a terminal that cannot show even
// those gets none from Ink's colour detection.
const none: Record<ThemeToken, TextStyle> = {
  'text.normal': {},
  'text.muted': {},
  'text.strong': { bold: true },
  'text.accent': {},
  'text.error': { bold: true },
  'text.warning': { bold: true },
  'text.success': {},
  'text.match': { bold: true, underline: true },
  'status.passed': {},
  'status.failed': { bold: true },
  'status.degraded': { bold: true },
  'status.paused': {},
  'status.running': {},
  'status.unknown': {},
  'row.selected': { inverse: true },
  'table.header': { bold: true },
  'header.bar': { inverse: true },
  'badge.demo': { bold: true, inverse: true },
  'footer.key': { bold: true },
  'footer.text': {},
  title: { bold: true },
};

// For terminals with a light background (settings: "theme": "light"): darker text colours, a
// light selection bar.
const light: Record<ThemeToken, TextStyle> = {
  ...full,
  'text.muted': { color: '#5f6368' },
  'text.accent': { color: '#0b5cad' },
  'text.error': { color: '#b3261e', bold: true },
  'text.warning': { color: '#8a5300' },
  'text.success': { color: '#1e7b34' },
  'status.passed': { color: '#1e7b34' },
  'status.failed': { color: '#b3261e', bold: true },
  'status.degraded': { color: '#8a5300' },
  'status.paused': { color: '#5f6368' },
  'status.running': { color: '#0b5cad' },
  'status.unknown': { color: '#5f6368' },
  'row.selected': { backgroundColor: '#cfe3fa', color: '#000000' },
  'table.header': { bold: true, color: '#5f6368' },
  'header.bar': { backgroundColor: '#e8eaed', color: '#202124' },
  'footer.key': { color: '#0b5cad', bold: true },
  'footer.text': { color: '#5f6368' },
};

const byMode: Record<ColorMode, Record<ThemeToken, TextStyle>> = { full, light, ansi16, none };

export function themeFor(mode: ColorMode): Theme {
  return { mode, styles: byMode[mode] };
}
