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

/**
 * Ink hands over several keys that arrive in one read (fast typing, key repeat, a paste) as one
 * input string. Split it into single keys, so `jjj` moves three rows and `jj\r` opens. With
 * `keepText`, runs of printable characters stay together (a paste into a text field).
 */
export function splitInput(input: string, keepText = false): Array<{ input: string; key: Key }> {
  const events: Array<{ input: string; key: Key }> = [];
  let text = '';
  const flush = () => {
    if (text) events.push({ input: text, key: plainKey() });
    text = '';
  };
  for (const ch of input) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x20 && code !== 0x7f) {
      if (keepText) text += ch;
      else events.push({ input: ch, key: plainKey(/[A-Z]/.test(ch) ? { shift: true } : {}) });
      continue;
    }
    flush();
    if (ch === '\r') events.push({ input: '', key: plainKey({ return: true }) });
    else if (ch === '\t') events.push({ input: '', key: plainKey({ tab: true }) });
    else if (code === 0x7f || code === 0x08) events.push({ input: '', key: plainKey({ backspace: true }) });
    else if (code === 0x1b) events.push({ input: '', key: plainKey({ escape: true, meta: true }) });
    else if (code >= 1 && code <= 26)
      events.push({ input: String.fromCharCode(code + 96), key: plainKey({ ctrl: true }) });
  }
  flush();
  return events;
}
