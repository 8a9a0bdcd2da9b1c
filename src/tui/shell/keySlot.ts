// The slot a shown screen answers the shell's question "what are your keys now?" in, and the
// footer's view of it. A screen that left can never answer: the answer goes with it.
import { useSyncExternalStore } from 'react';
import { tableSignature } from '../keys/commands.js';
import type { KeySlot, ScreenCommands } from '../state/shell.js';

export interface ShellKeySlot extends KeySlot {
  /** The screen shown now (its route key): a new one has not answered yet. */
  showing(screenKey: string): void;
}

export function createKeySlot(): ShellKeySlot {
  let keys: (() => ScreenCommands) | null = null;
  let shown = '';
  const listeners = new Set<() => void>();
  return {
    showing: (screenKey) => {
      if (screenKey === shown) return;
      shown = screenKey;
      keys = null;
    },
    ask: () => (keys ? keys() : null),
    answer: (next) => {
      keys = next;
    },
    drew: () => {
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * What the footer shows of the screen's keys, as one string: the footer draws again when it
 * changes (a mode's table, a reason that lasts, the status note), not each time the screen does.
 */
function footerSignature(keys: ScreenCommands | null): string {
  if (!keys) return '';
  return `${tableSignature(keys.commands)}\u0002${keys.onText ? 1 : 0}\u0002${keys.status ?? ''}`;
}

/** The screen's keys for the footer, asked again each time the screen draws. */
export function useFooterKeys(slot: KeySlot): ScreenCommands | null {
  useSyncExternalStore(slot.subscribe, () => footerSignature(slot.ask()));
  return slot.ask();
}
