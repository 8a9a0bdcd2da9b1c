// Keys are data: every screen and mode declares its commands once, in a table. The shell's key
// resolver, the footer, the `?` help and every inline hint are derived from the same table.

/**
 * A key name: a printable character ('j', 'G', '?', '/'), or one of
 * up down left right pageup pagedown home end enter escape tab shift+tab backspace space,
 * or ctrl+<letter>.
 */
export type KeyName = string;

/** One command of a table, as declared: what it is called, its keys and how it is described. */
export interface CommandSpec<Id extends string = string> {
  id: Id;
  keys: readonly KeyName[];
  /** Shown in the help overlay. */
  description: string;
  /** Short label for the footer; commands without one appear only in the help. */
  footer?: string;
}

/** A screen's or mode's commands, declared once (ids unique, no key twice). */
export type Keymap<Id extends string = string> = readonly CommandSpec<Id>[];

/** The command ids of a keymap, as a union type. */
export type IdOf<K extends Keymap> = K[number]['id'];

/** Why a command cannot run now (read-only, nothing selected, still loading). */
export interface Unavailable {
  unavailable: string;
  /** The data it needs is on its way: the shell holds the key and runs it once it can. */
  loading?: boolean;
  /**
   * It cannot act in this view at all (a last page's next page, a write in a read-only run): the
   * footer does not offer it; `?` lists it with the reason, and pressing it says the reason.
   */
  hidden?: boolean;
}

/** What a command does now: a function, or the reason it cannot run. */
export type Handler = (() => void) | Unavailable;

/** One handler per command id of a keymap: a missing or unknown id is a type error. */
export type Handlers<Id extends string> = { readonly [K in Id]: Handler };

/** A command bound to what it does now: the shell runs `run`, or shows `unavailable`. */
export interface Command<Id extends string = string> extends CommandSpec<Id> {
  run?: () => void;
  unavailable?: string;
  /** The reason is data still loading: the key is held until it can run. */
  loading?: boolean;
  /** Not offered in the footer: it cannot act in this view. */
  hidden?: boolean;
}

/** The active commands of a screen or mode. */
export type CommandTable<Id extends string = string> = readonly Command<Id>[];
