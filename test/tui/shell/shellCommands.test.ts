// The palette's actions made from the screen registry: an ID opens its screen in the tab of its
// kind; a word that is no ID is refused in place, or goes where the screen sends names.
import { describe, expect, it, vi } from 'vitest';
import { screens } from '../../../src/tui/screens/registry.js';
import { paletteActions, type ShellActions } from '../../../src/tui/shell/shellCommands.js';
import type { NavigationAction } from '../../../src/tui/state/navigation.js';

function actions() {
  const navigate = vi.fn<(action: NavigationAction) => void>();
  const shell: ShellActions = {
    navigate,
    screenBack: () => false,
    atTop: () => true,
    openHelp: () => {},
    openPalette: () => {},
    quit: () => {},
    readOnly: false,
  };
  const byWord = new Map(paletteActions(screens, shell).map((a) => [a.command.word, a]));
  return { navigate, byWord };
}

const GUID = '2b3e0c1a-5d6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('paletteActions', () => {
  it('check <id> opens the check in the Checks tab', () => {
    const { navigate, byWord } = actions();
    const check = byWord.get('check')!;
    expect(check.check?.(GUID)).toBeUndefined();
    check.run(` ${GUID} `);
    expect(navigate).toHaveBeenCalledWith({
      type: 'open',
      tab: 'checks',
      route: { name: 'check', params: { id: GUID } },
    });
  });

  it('check <name> opens the checks whose name has the text, in the Checks tab', () => {
    const { navigate, byWord } = actions();
    const check = byWord.get('check')!;
    expect(check.check?.('Auth API')).toBeUndefined();
    check.run('Auth API ');
    expect(navigate).toHaveBeenCalledWith({
      type: 'open',
      tab: 'checks',
      route: { name: 'checks', params: { search: 'Auth API' } },
    });
  });

  it('still asks for the text when none was typed, and refuses a malformed ID where no name is taken', () => {
    const { byWord } = actions();
    expect(byWord.get('check')!.check?.('  ')).toBe('Type the ID after the word.');
    expect(byWord.get('session')!.check?.('abc 123')).toMatch(/is not an ID/);
  });
});
