// The terminal modes the TUI turns on while it draws, and off again whenever it lets go of the
// terminal (on the way out, and while another program has it: handOver.ts). Kept apart so that
// main.tsx can write them before anything else of the TUI loads.

/**
 * The alternate screen, and bracketed paste (Ink's usePaste would ask only of a TTY stream, and
 * Ink draws into the row diff's stream): a paste then arrives marked, as text, never as keys.
 */
export const TUI_MODES_ON = '\u001b[?1049h\u001b[?2004h';
/** The same modes off, in the reverse order. */
export const TUI_MODES_OFF = '\u001b[?2004l\u001b[?1049l';
export const SHOW_CURSOR = '\u001b[?25h';
