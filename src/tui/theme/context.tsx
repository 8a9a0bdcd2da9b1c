import { createContext, useContext, type ReactNode } from 'react';
import { Text } from 'ink';
import type { Theme, ThemeToken, TextStyle } from './tokens.js';
import { themeFor } from './themes.js';

export const ThemeContext = createContext<Theme>(themeFor('ansi16'));

export function useTheme(): Theme {
  return useContext(ThemeContext);
}

function useStyle(token: ThemeToken): TextStyle {
  return useTheme().styles[token];
}

/** Text drawn in a semantic style. Children must already be sanitized. */
export function Styled({
  token,
  children,
  wrap,
}: {
  token: ThemeToken;
  children?: ReactNode;
  wrap?: 'truncate' | 'wrap';
}) {
  const style = useStyle(token);
  return (
    <Text {...style} wrap={wrap ?? 'truncate'}>
      {children}
    </Text>
  );
}
