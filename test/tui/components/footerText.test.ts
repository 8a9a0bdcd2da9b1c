import { describe, expect, it } from 'vitest';
import { fitHints, footerHints } from '../../../src/tui/components/footerText.js';
import { shellKeymap } from '../../../src/tui/keys/global.js';
import { checksKeymap } from '../../../src/tui/screens/checks/keymap.js';
import { displayWidth } from '../../../src/format/width.js';

describe('footer hints', () => {
  it('come from the keymaps and keep "? help" when space runs out', () => {
    const hints = footerHints([checksKeymap, shellKeymap]);
    expect(hints.map((h) => `${h.keys} ${h.label}`)).toContain('x pause/resume');
    const narrow = fitHints(hints, 20, (h) => h.label === 'help');
    expect(narrow.map((h) => h.label)).toContain('help');
    expect(narrow.reduce((s, h) => s + displayWidth(h.keys) + 1 + displayWidth(h.label) + 2, 0)).toBeLessThanOrEqual(
      20,
    );
  });
});
