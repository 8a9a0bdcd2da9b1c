// Top line: where you are (account, host), whether it is the demo, and the requests left.
import { useState } from 'react';
import { Box, Text } from 'ink';
import { useInterval } from '../hooks/useInterval.js';
import { useTheme } from '../theme/index.js';
import { displayWidth, truncate } from '../../format/width.js';

export interface HeaderProps {
  width: number;
  screenTitle: string;
  account: string;
  host: string;
  demo: boolean;
  readOnly: boolean;
  remaining: number;
  /** When the server's rate limit lets the client retry (a 429 being waited out). */
  retryAt?: number | undefined;
}

export function Header({ width, screenTitle, account, host, demo, readOnly, remaining, retryAt }: HeaderProps) {
  const theme = useTheme();
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), retryAt !== undefined ? 1000 : null);
  const waiting = retryAt !== undefined && retryAt > now;
  const right = waiting ? `429: retrying in ${Math.ceil((retryAt - now) / 1000)}s ` : `${remaining} req left `;
  const badges = (demo ? ' DEMO ' : '') + (readOnly ? ' READ-ONLY ' : '');
  const leftRoom = Math.max(0, width - displayWidth(right) - displayWidth(badges) - 1);
  const left = truncate(` vigil | ${screenTitle} | ${account} | ${host}`, leftRoom);
  const pad = Math.max(1, width - displayWidth(left) - displayWidth(badges) - displayWidth(right));
  return (
    <Box width={width} height={1} overflow="hidden">
      <Text wrap="truncate" {...theme.styles['header.bar']}>
        {`${left} `}
        {demo ? <Text {...theme.styles['badge.demo']}>{' DEMO '}</Text> : null}
        {readOnly ? <Text {...theme.styles['badge.demo']}>{' READ-ONLY '}</Text> : null}
        {' '.repeat(Math.max(0, pad - 1))}
        {waiting ? <Text {...theme.styles['text.warning']}>{right}</Text> : right}
      </Text>
    </Box>
  );
}
