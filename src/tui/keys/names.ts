// Turns Ink's (input, key) pair into one canonical key name, and key names into display text.
import type { Key } from 'ink';
import type { KeyName } from './types.js';

export function keyNameFromInk(input: string, key: Key): KeyName | null {
  if (key.upArrow) return 'up';
  if (key.downArrow) return 'down';
  if (key.leftArrow) return 'left';
  if (key.rightArrow) return 'right';
  if (key.pageUp) return 'pageup';
  if (key.pageDown) return 'pagedown';
  if (key.home) return 'home';
  if (key.end) return 'end';
  // A terminal sends CR for Enter; a lone LF is ctrl+j (reserved: it must not open anything).
  if (key.return || input === '\r') return 'enter';
  if (input === '\n') return 'ctrl+j';
  if (key.escape) return 'escape';
  if (key.tab) return key.shift ? 'shift+tab' : 'tab';
  // Most terminals send DEL (0x7f) for Backspace; Ink calls that "delete".
  if (key.backspace || key.delete) return 'backspace';
  if (key.ctrl && input.length === 1) return `ctrl+${input.toLowerCase()}`;
  if (input === ' ') return 'space';
  if (input.length === 1) return input;
  return null;
}

/**
 * Typed text rather than a key that names a command: a character or a paste, without ctrl/meta and
 * not one of the named keys (Enter, Esc, Tab, the arrows and page keys).
 */
export function isTypedText(input: string, key: Key): boolean {
  if (key.ctrl || key.meta || key.escape || key.return || key.tab) return false;
  return !(input === '' || key.upArrow || key.downArrow || key.pageUp || key.pageDown);
}

const display: Record<string, string> = {
  up: 'Up',
  down: 'Down',
  left: 'Left',
  right: 'Right',
  pageup: 'PgUp',
  pagedown: 'PgDn',
  home: 'Home',
  end: 'End',
  enter: 'Enter',
  escape: 'Esc',
  tab: 'Tab',
  'shift+tab': 'Shift+Tab',
  backspace: 'Backspace',
  space: 'Space',
};

export function displayKey(name: KeyName): string {
  return display[name] ?? name;
}

export function displayKeys(names: readonly KeyName[]): string {
  return names.map(displayKey).join('/');
}

/** An Ink key with no flag set, `over` aside: what a plain character arrives with. */
export function plainKey(over: Partial<Key> = {}): Key {
  return {
    upArrow: false,
    downArrow: false,
    leftArrow: false,
    rightArrow: false,
    pageDown: false,
    pageUp: false,
    home: false,
    end: false,
    return: false,
    escape: false,
    ctrl: false,
    shift: false,
    tab: false,
    backspace: false,
    delete: false,
    meta: false,
    super: false,
    hyper: false,
    capsLock: false,
    numLock: false,
    ...over,
  };
}
