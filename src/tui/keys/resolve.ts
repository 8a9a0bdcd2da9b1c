// Looking keys up in keymaps, and the checks that keep keymaps sane.
import type { Binding, Keymap, KeyName } from './types.js';

const indexCache = new WeakMap<Keymap, Map<KeyName, Binding>>();

/** The binding for a key, or undefined. The index is built once per keymap object. */
export function lookup(keymap: Keymap, key: KeyName): Binding | undefined {
  let index = indexCache.get(keymap);
  if (!index) {
    index = new Map();
    for (const binding of keymap) {
      for (const k of binding.keys) if (!index.has(k)) index.set(k, binding);
    }
    indexCache.set(keymap, index);
  }
  return index.get(key);
}

export interface KeyConflict {
  key: KeyName;
  commands: string[];
}

/** Keys bound to more than one command across the keymaps active together (one scope). */
export function findConflicts(scope: readonly Keymap[]): KeyConflict[] {
  const seen = new Map<KeyName, string[]>();
  for (const keymap of scope) {
    for (const binding of keymap) {
      for (const key of binding.keys) {
        const commands = seen.get(key) ?? [];
        commands.push(binding.command);
        seen.set(key, commands);
      }
    }
  }
  return [...seen].filter(([, commands]) => commands.length > 1).map(([key, commands]) => ({ key, commands }));
}

/** tmux and shells own these; vigil never binds them. */
export const RESERVED_KEYS: readonly KeyName[] = ['ctrl+a', 'ctrl+k', 'ctrl+h', 'ctrl+j', 'ctrl+l'];

export function reservedKeysUsed(scope: readonly Keymap[]): KeyName[] {
  const used: KeyName[] = [];
  for (const keymap of scope)
    for (const binding of keymap) for (const key of binding.keys) if (RESERVED_KEYS.includes(key)) used.push(key);
  return used;
}
