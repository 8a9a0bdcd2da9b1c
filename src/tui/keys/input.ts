// What arrives from the terminal, turned into one event per key or one per paste, in order. Ink
// hands over a read as a few pieces (a run of plain characters, an escape sequence); this is the one
// place that splits them further:
// - every key of a run is its own event (`jj` held over SSH is two moves, `3]es` four keys);
// - vigil binds no Alt keys, so Esc then a key in the same read (which Ink reports as Alt+key) is
//   two keys: Esc, then the key;
// - a paste (bracketed: Ink's usePaste switches the mode on and hands the text over apart) is one
//   `paste` event, never keys: a pasted `q`, `y` or line break does not act.
import type { Key } from 'ink';
import { keyNameFromInk, plainKey } from './names.js';
import type { KeyName } from './types.js';

export type InputEvent =
  | { kind: 'key'; name: KeyName | null; input: string; key: Key }
  | { kind: 'paste'; text: string };

const NAMED_FLAGS: readonly (keyof Key)[] = [
  'upArrow',
  'downArrow',
  'leftArrow',
  'rightArrow',
  'pageUp',
  'pageDown',
  'home',
  'end',
  'return',
  'escape',
  'tab',
  'backspace',
  'delete',
];

function isPlain(key: Key): boolean {
  return !key.ctrl && !key.meta && NAMED_FLAGS.every((flag) => !key[flag]);
}

function keyEvent(input: string, key: Key): InputEvent {
  return { kind: 'key', name: keyNameFromInk(input, key), input, key };
}

/** A run of characters in one read, one key each (controls by their names: CR is Enter, DEL Backspace). */
function splitRun(run: string): InputEvent[] {
  const events: InputEvent[] = [];
  for (const ch of run) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x20 && code !== 0x7f) events.push(keyEvent(ch, plainKey(/[A-Z]/.test(ch) ? { shift: true } : {})));
    else if (ch === '\r') events.push(keyEvent('', plainKey({ return: true })));
    else if (ch === '\n') events.push(keyEvent('\n', plainKey()));
    else if (ch === '\t') events.push(keyEvent('', plainKey({ tab: true })));
    else if (code === 0x7f || code === 0x08) events.push(keyEvent('', plainKey({ backspace: true })));
    else if (code === 0x1b) events.push(keyEvent('', plainKey({ escape: true })));
    else if (code >= 1 && code <= 26) events.push(keyEvent(String.fromCharCode(code + 96), plainKey({ ctrl: true })));
  }
  return events;
}

/** One piece as Ink's useInput gives it: the keys it holds, in order. */
export function decodeKeys(input: string, key: Key): InputEvent[] {
  if (isPlain(key)) return input.length <= 1 ? [keyEvent(input, key)] : splitRun(input);
  // Esc then a key in one read: Ink calls it Alt+key. vigil binds no Alt keys: two keys.
  if (key.meta && !key.escape) {
    const rest = { ...key, meta: false };
    return [keyEvent('', plainKey({ escape: true })), ...(isPlain(rest) ? splitRun(input) : [keyEvent(input, rest)])];
  }
  return [keyEvent(input, key.escape ? plainKey({ escape: true }) : key)];
}
