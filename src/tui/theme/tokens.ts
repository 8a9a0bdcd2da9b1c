// Semantic style names: components ask for what a piece of text *means*, the theme decides how
// that looks in the terminal at hand (full colour, 16 colours or none).

export type ThemeToken =
  | 'text.normal'
  | 'text.muted'
  | 'text.strong'
  | 'text.accent'
  | 'text.error'
  | 'text.warning'
  | 'text.success'
  /** The part of a text a search matched. */
  | 'text.match'
  | 'status.passed'
  | 'status.failed'
  | 'status.degraded'
  | 'status.paused'
  | 'status.running'
  | 'status.unknown'
  | 'row.selected'
  | 'table.header'
  | 'header.bar'
  | 'badge.demo'
  | 'footer.key'
  | 'footer.text'
  | 'title';

/** The subset of ink `<Text>` props a theme may set. */
export interface TextStyle {
  color?: string;
  backgroundColor?: string;
  bold?: boolean;
  dimColor?: boolean;
  inverse?: boolean;
  underline?: boolean;
}

/** full: true colour on a dark background; light: true colour on a light one (settings theme). */
export type ColorMode = 'full' | 'light' | 'ansi16' | 'none';

export interface Theme {
  mode: ColorMode;
  styles: Readonly<Record<ThemeToken, TextStyle>>;
}
