// Keys are data: every screen declares its bindings once, and the input handler, the footer and
// the `?` help are all derived from the same table.

/**
 * A key name: a printable character ('j', 'G', '?', '/'), or one of
 * up down left right pageup pagedown home end enter escape tab shift+tab backspace space,
 * or ctrl+<letter>.
 */
export type KeyName = string;

export interface Binding {
  /** What the key does, as the handler knows it ('move-down', 'toggle-active'). */
  command: string;
  keys: readonly KeyName[];
  /** Shown in the help overlay. */
  description: string;
  /** Short label for the footer; bindings without one appear only in the help. */
  footer?: string;
}

export type Keymap = readonly Binding[];
