// The key tables in use (the defaults with the settings' remapping: keys/remap.ts), handed down by
// the shell. A screen binds, and its hints name keys, from the table this gives it.
import { createContext, useContext } from 'react';
import { defaultKeymaps, type Keymaps } from '../keys/remap.js';
import type { Keymap } from '../keys/types.js';

export const KeymapsContext = createContext<Keymaps>(defaultKeymaps);

/** The table in use in place of the default `defaults` (its remapped copy, or itself). */
export function useKeymap<K extends Keymap>(defaults: K): K {
  return useContext(KeymapsContext).of(defaults);
}

/** Every table in use, for a component that reads several (the shell). */
export function useKeymaps(): Keymaps {
  return useContext(KeymapsContext);
}
