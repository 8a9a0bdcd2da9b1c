import { describe, expect, it } from 'vitest';
import { findConflicts, lookup } from '../../../src/tui/keys/resolve.js';
import { reservedKeysUsed } from '../../helpers/keymap-checks.js';
import { shellKeymap, screenKeymap } from '../../../src/tui/keys/global.js';
import { helpKeymap, paletteKeymap, promptKeymap, confirmKeymap } from '../../../src/tui/keys/overlays.js';
import { keyNameFromInk, displayKeys } from '../../../src/tui/keys/names.js';
import type { Keymap } from '../../../src/tui/keys/types.js';
import { plainKey } from '../../../src/tui/keys/names.js';
import { screens } from '../../../src/tui/screens/registry.js';
import { loginKeymap } from '../../../src/tui/login/keymap.js';
import { checksKeymap } from '../../../src/tui/screens/checks/keymap.js';

const global: Keymap = [...shellKeymap, ...screenKeymap(screens)];

describe('keymaps', () => {
  it.each(screens.map((s) => [s.name, s] as const))(
    'screen %s binds no key twice together with the global keys',
    (_, s) => {
      expect(findConflicts([s.keymap, global])).toEqual([]);
      expect(reservedKeysUsed([s.keymap, global])).toEqual([]);
    },
  );

  it.each([
    ['help', helpKeymap],
    ['palette', paletteKeymap],
    ['prompt', promptKeymap],
    ['confirm', confirmKeymap],
    ['login', loginKeymap],
  ] as const)('overlay %s binds no key twice and no reserved key', (_, keymap) => {
    expect(findConflicts([keymap])).toEqual([]);
    expect(reservedKeysUsed([keymap])).toEqual([]);
  });

  it('finds two commands bound to one key in one scope', () => {
    const a: Keymap = [{ id: 'one', keys: ['x', 'y'], description: '' }];
    const b: Keymap = [{ id: 'two', keys: ['x'], description: '' }];
    expect(findConflicts([a, b])).toEqual([{ key: 'x', commands: ['one', 'two'] }]);
  });

  it('reports reserved keys (ctrl+a, ctrl+k, ctrl+h/j/k/l)', () => {
    const bad: Keymap = [{ id: 'oops', keys: ['ctrl+k', 'ctrl+l', 'ctrl+d'], description: '' }];
    expect(reservedKeysUsed([bad])).toEqual(['ctrl+k', 'ctrl+l']);
  });

  it('gives screens 1-6 their number keys', () => {
    const numbers = screens.filter((s) => s.numberKey).map((s) => [s.numberKey, s.name]);
    expect(numbers).toEqual([
      ['1', 'checks'],
      ['2', 'groups'],
      ['3', 'sessions'],
      ['4', 'incident'],
      ['5', 'members'],
      ['6', 'alerts'],
    ]);
  });

  it('answers a destructive question with a key other than the one that asked, Enter meaning No', () => {
    const asked = checksKeymap.find((b) => b.id === 'toggle-active')!.keys;
    const yes = confirmKeymap.find((b) => b.id === 'yes')!.keys;
    expect(yes.some((k) => asked.includes(k))).toBe(false);
    expect(lookup(confirmKeymap, 'enter')?.id).toBe('no');
    expect(lookup(confirmKeymap, 'escape')?.id).toBe('no');
  });

  it('shows key names for people', () => {
    expect(displayKeys(['pageup', 'ctrl+u'])).toBe('PgUp/ctrl+u');
    expect(displayKeys(['escape', 'q'])).toBe('Esc/q');
  });
});

const key = plainKey;

describe('keyNameFromInk', () => {
  it('names keys the way keymaps spell them', () => {
    expect(keyNameFromInk('j', key())).toBe('j');
    expect(keyNameFromInk('G', key({ shift: true }))).toBe('G');
    expect(keyNameFromInk('', key({ downArrow: true }))).toBe('down');
    expect(keyNameFromInk('d', key({ ctrl: true }))).toBe('ctrl+d');
    expect(keyNameFromInk('', key({ return: true }))).toBe('enter');
    expect(keyNameFromInk('', key({ escape: true, meta: true }))).toBe('escape');
    expect(keyNameFromInk('', key({ tab: true, shift: true }))).toBe('shift+tab');
    expect(keyNameFromInk('', key({ delete: true }))).toBe('backspace');
    expect(keyNameFromInk(' ', key())).toBe('space');
    expect(keyNameFromInk('', key({ pageDown: true }))).toBe('pagedown');
    expect(keyNameFromInk('abc', key())).toBeNull();
  });
});
