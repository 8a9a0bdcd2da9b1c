// Checks of the key tables that only the tests make (no key twice, no id twice, no key tmux or
// the shell owns, a handler for every command): the program itself never needs them.
import { RESERVED_KEYS } from '../../src/tui/keys/resolve.js';
import type { Handler, KeyName, Keymap } from '../../src/tui/keys/types.js';

/** Command ids declared twice in one scope. */
export function duplicateIds(scope: readonly Keymap[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const keymap of scope)
    for (const c of keymap) {
      if (seen.has(c.id)) twice.push(c.id);
      seen.add(c.id);
    }
  return twice;
}

export function reservedKeysUsed(scope: readonly Keymap[]): KeyName[] {
  const used: KeyName[] = [];
  for (const keymap of scope)
    for (const command of keymap) for (const key of command.keys) if (RESERVED_KEYS.includes(key)) used.push(key);
  return used;
}

/** Command ids of the keymap that have no handler (the shell could not run them). */
export function missingHandlers(keymap: Keymap, handlers: Readonly<Record<string, Handler | undefined>>): string[] {
  return keymap.filter((spec) => handlers[spec.id] === undefined).map((spec) => spec.id);
}
