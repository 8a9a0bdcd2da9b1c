// What a screen is to the shell: one ScreenDefinition in the registry.
import type { ComponentType } from 'react';
import type { Keymap } from '../keys/types.js';
import type { Route } from '../state/navigation.js';
import type { IdKind } from '../state/ids.js';

export interface ScreenProps {
  route: Route;
  /** Cells and lines the screen may draw in (header and footer excluded). */
  width: number;
  height: number;
}

export interface PaletteEntry {
  /** The palette word, e.g. 'check' for `check <id>`. */
  word: string;
  /** Argument name when the word takes one ('id'). */
  arg?: string;
  description: string;
  /** What form the argument must have; a malformed one is refused in the palette. */
  idKind: IdKind;
  /** The top-level screen (tab) whose stack the route opens on: a check opens under Checks. */
  tab: string;
  /** The route the palette opens (pushed on that tab's stack). */
  toRoute: (arg: string) => Route;
  /**
   * What a word that is not an ID opens instead (`check Auth`: the checks whose name has "Auth");
   * absent: such a word is refused in place.
   */
  byName?: (text: string) => Route;
}

export interface ScreenDefinition {
  /** Route name; unique. Top-level screens use their palette word ('checks'). */
  name: string;
  /** Shown in the header and the help. */
  title: string;
  /** '1'..'6' for the top-level screens. */
  numberKey?: string;
  component: ComponentType<ScreenProps>;
  /**
   * This screen's commands (the shell adds back, help, palette, quit and the number keys). The
   * component binds a handler to each (bindCommands) and answers with the table through useScreenCommands.
   */
  keymap: Keymap;
  /** A palette command that opens this screen with an argument (`check <id>`). */
  palette?: PaletteEntry;
}
