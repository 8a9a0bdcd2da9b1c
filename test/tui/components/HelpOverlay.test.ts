import { describe, expect, it } from 'vitest';
import { helpLines } from '../../../src/tui/components/HelpOverlay.js';
import { checksKeymap } from '../../../src/tui/screens/checks/keymap.js';

describe('help lines', () => {
  it('list every binding with its keys and description', () => {
    const lines = helpLines([{ title: 'Checks', table: checksKeymap }]).map((l) => l.text);
    expect(lines[0]).toBe('Checks');
    expect(lines).toHaveLength(checksKeymap.length + 1);
    expect(lines.some((l) => l.includes('PgDn/ctrl+d') && l.includes('one screen of rows down'))).toBe(true);
  });
});
