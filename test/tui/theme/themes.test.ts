import { describe, expect, it } from 'vitest';
import { detectColorMode } from '../../../src/tui/theme/detect.js';
import { themeFor } from '../../../src/tui/theme/index.js';

describe('colour detection', () => {
  it('uses no colour under NO_COLOR (non-empty) and TERM=dumb', () => {
    expect(detectColorMode({ NO_COLOR: '1', TERM: 'xterm-256color' })).toBe('none');
    expect(detectColorMode({ TERM: 'dumb' })).toBe('none');
    expect(detectColorMode({ NO_COLOR: '', TERM: 'xterm' })).toBe('ansi16');
  });

  it('uses the full palette on 256-colour and truecolor terminals, else 16 colours', () => {
    expect(detectColorMode({ TERM: 'xterm-256color' })).toBe('full');
    expect(detectColorMode({ TERM: 'xterm', COLORTERM: 'truecolor' })).toBe('full');
    expect(detectColorMode({ TERM: 'xterm' })).toBe('ansi16');
    expect(detectColorMode({ TERM: 'screen' })).toBe('ansi16');
  });

  it('has no colours at all in the none theme, and named colours in the 16-colour one', () => {
    for (const style of Object.values(themeFor('none').styles)) {
      expect(style.color).toBeUndefined();
      expect(style.backgroundColor).toBeUndefined();
    }
    const named = new Set(['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white', 'gray']);
    for (const style of Object.values(themeFor('ansi16').styles)) {
      if (style.color) expect(named.has(style.color)).toBe(true);
      if (style.backgroundColor) expect(named.has(style.backgroundColor)).toBe(true);
    }
  });
});
