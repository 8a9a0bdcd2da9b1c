// The one key resolver: a key is looked up in the active tables, never compared by name elsewhere.
// Also the checks that keep tables sane (one command per key in a scope, no reserved key).
import type { Command, Keymap, KeyName } from './types.js';

interface Bound {
  id: string;
  keys: readonly KeyName[];
}

const indexCache = new WeakMap<readonly Bound[], Map<KeyName, Bound>>();

/**
 * The command bound to a key, or undefined. The index is built once per table object.
 * @internal exported for its unit test only
 */
export function lookup<C extends Bound>(table: readonly C[], key: KeyName | null): C | undefined {
  if (key === null) return undefined;
  let index = indexCache.get(table);
  if (!index) {
    index = new Map();
    for (const command of table) {
      for (const k of command.keys) if (!index.has(k)) index.set(k, command);
    }
    indexCache.set(table, index);
  }
  return index.get(key) as C | undefined;
}

/** The id of the command bound to a key in a table, for tables whose commands are data (no handlers). */
export function commandFor<Id extends string>(table: Keymap<Id>, key: KeyName | null): Id | undefined {
  return lookup(table, key)?.id;
}

export type KeyOutcome =
  | { kind: 'ran' }
  | { kind: 'unavailable'; reason: string }
  /** Its data is still loading: the key can run once it has come. */
  | { kind: 'loading'; reason: string }
  | { kind: 'unbound' };

/**
 * Looks the key up in the tables, first match wins: runs the command, or gives its reason when
 * it is unavailable. A command with neither (no handler) counts as unbound.
 */
export function resolveKey(tables: readonly (readonly Command[])[], key: KeyName | null): KeyOutcome {
  for (const table of tables) {
    const command = lookup(table, key);
    if (!command) continue;
    if (command.unavailable !== undefined)
      return { kind: command.loading ? 'loading' : 'unavailable', reason: command.unavailable };
    if (command.run) {
      command.run();
      return { kind: 'ran' };
    }
  }
  return { kind: 'unbound' };
}

export interface KeyConflict {
  key: KeyName;
  commands: string[];
}

/** Keys bound to more than one command across the tables active together (one scope). */
export function findConflicts(scope: readonly Keymap[]): KeyConflict[] {
  const seen = new Map<KeyName, string[]>();
  for (const keymap of scope) {
    for (const command of keymap) {
      for (const key of command.keys) {
        const commands = seen.get(key) ?? [];
        commands.push(command.id);
        seen.set(key, commands);
      }
    }
  }
  return [...seen].filter(([, commands]) => commands.length > 1).map(([key, commands]) => ({ key, commands }));
}

/** tmux and shells own these: vigil never binds them, and they do nothing. */
export const RESERVED_KEYS: readonly KeyName[] = ['ctrl+a', 'ctrl+k', 'ctrl+h', 'ctrl+j', 'ctrl+l'];
