export type { Theme, ThemeToken, TextStyle, ColorMode } from './tokens.js';
export { themeFor } from './themes.js';
export { detectColorMode } from './detect.js';
export { ThemeContext, useTheme, useStyle, Styled } from './context.js';
