export type { ThemeToken, ColorMode } from './tokens.js';
export { themeFor } from './themes.js';
export { ThemeContext, useTheme, Styled } from './context.js';
