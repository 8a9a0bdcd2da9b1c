// Declaring keymaps and binding them to what their commands do now.
import type { Command, CommandSpec, CommandTable, Handler, Handlers, Keymap, Unavailable } from './types.js';
import { displayKey, displayKeys } from './names.js';

/** A keymap whose ids keep their literal types (so handlers can be checked against them). */
export function defineKeymap<const Id extends string>(specs: readonly CommandSpec<Id>[]): Keymap<Id> {
  return specs;
}

/** The reason a command cannot run now. */
export function unavailable(reason: string): Unavailable {
  return { unavailable: reason };
}

/** The command cannot act in this view (no next page after the last): refused with the reason, not offered. */
export function notHere(reason: string): Unavailable {
  return { unavailable: reason, hidden: true };
}

/** The data the command needs is still loading: a key pressed now runs once it has come. */
export function loading(reason: string): Unavailable {
  return { unavailable: reason, loading: true };
}

/**
 * While `waiting` (the data they act on is on its way), the commands `ids` wait for it: a key
 * pressed now is held and runs once the data has come (the others keep their handlers).
 */
export function waitFor<Id extends string>(
  waiting: boolean,
  reason: string,
  ids: readonly NoInfer<Id>[],
  handlers: Handlers<Id>,
): Handlers<Id> {
  if (!waiting) return handlers;
  const held = { ...handlers } as Record<Id, Handler>;
  for (const id of ids) held[id] = loading(reason);
  return held;
}

const READ_ONLY = 'read-only: started with --read-only, nothing is sent';

/**
 * A command that writes, in a read-only run: unavailable for the whole run, so not offered in the
 * footer (the header says READ-ONLY).
 * @internal exported for its unit test only
 */
export const readOnlyRefusal: Unavailable = { unavailable: READ_ONLY, hidden: true };

/**
 * A command that acts on the selected item: `handler(item)` when there is one, else "No check is
 * selected." (`what` names the kind of item; without it, "Nothing is selected."). The handler may
 * itself refuse (a finished session has nothing to watch).
 */
export function requireSelected<T>(
  item: T | null | undefined,
  what: string | undefined,
  handler: (item: T) => Handler,
): Handler {
  if (item === null || item === undefined)
    return unavailable(what ? `No ${what} is selected.` : 'Nothing is selected.');
  return handler(item);
}

/** A command that writes: `handler` unless the run is read-only (then refused for the whole run). */
export function requireWritable(readOnly: boolean, handler: Handler): Handler {
  return readOnly ? readOnlyRefusal : handler;
}

/** Every command of the keymap with its handler; a handler the keymap lacks is left out. */
export function bindCommands<Id extends string>(keymap: Keymap<Id>, handlers: Handlers<Id>): CommandTable<Id> {
  return keymap.map((spec): Command<Id> => {
    const handler: Handler | undefined = handlers[spec.id];
    if (typeof handler === 'function') return { ...spec, run: handler };
    if (handler) {
      const { unavailable, loading, hidden } = handler;
      return {
        ...spec,
        unavailable,
        ...(loading ? { loading } : {}),
        ...(hidden ? { hidden } : {}),
      };
    }
    return spec;
  });
}

/** `Enter: remove`: the key (its first) and a label, for a hint written from the table. */
export function keyHint<Id extends string>(keymap: Keymap<Id>, id: Id, label?: string): string {
  const spec = keymap.find((c) => c.id === id);
  if (!spec || spec.keys[0] === undefined) return '';
  return `${displayKey(spec.keys[0])}: ${label ?? spec.footer ?? spec.description}`;
}

/** The display name of a command's first key ('Enter', 'f'), for prose that names a key. */
export function keyOf<Id extends string>(keymap: Keymap<Id>, id: Id): string {
  const first = keymap.find((c) => c.id === id)?.keys[0];
  return first === undefined ? '' : displayKey(first);
}

/** Every key of one command: `Space/Right`. */
export function allKeysOf<Id extends string>(keymap: Keymap<Id>, id: Id): string {
  return displayKeys(keymap.find((c) => c.id === id)?.keys ?? []);
}

/** The keys of several commands, joined: `Tab/Shift+Tab`. */
export function keysOf<Id extends string>(keymap: Keymap<Id>, ...ids: Id[]): string {
  return ids
    .map((id) => keyOf(keymap, id))
    .filter(Boolean)
    .join('/');
}

/**
 * What the footer shows of a table, as one string (cheap to compare between renders). A reason
 * that holds only for now (nothing selected) is left out: the footer does not show it, and the
 * shell does not draw again each time the cursor moves onto a row where it changes.
 */
export function tableSignature(table: CommandTable): string {
  let out = '';
  for (const c of table)
    out += [c.id, c.keys.join(' '), c.description, c.footer ?? '', c.hidden ? 1 : 0].join('\u0000').concat('\u0001');
  return out;
}
