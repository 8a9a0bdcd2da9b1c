// What a screen is to the shell. Screens of later issues (Sessions, Incident, Members) plug in by
// adding one ScreenDefinition to the registry.
import type { ComponentType } from 'react';
import type { Keymap } from '../keys/types.js';
import type { Route } from '../state/navigation.js';

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
  /** The route the palette opens (pushed on the stack). */
  toRoute: (arg: string) => Route;
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
   * This screen's keys (the shell adds Esc/q, ?, :, ctrl+c and the number keys). The component
   * registers a handler per command with useScreenCommands.
   */
  keymap: Keymap;
  /** A palette command that opens this screen with an argument (`check <id>`). */
  palette?: PaletteEntry;
}
