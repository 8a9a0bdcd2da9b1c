// The line under the Checks title: how old the data is ("updated 12 s ago"), redrawn once a
// second on its own (nothing else redraws for it); stale data says so with its reason; and how
// far the background loading of every check is.
import { Box, Text } from 'ink';
import { useNow } from '../../hooks/useNow.js';
import { useTheme } from '../../theme/index.js';
import { truncate } from '../../../format/width.js';

export interface DataAgeProps {
  updatedAt: number | undefined;
  stale: { at: number; reason: string } | undefined;
  /** "loading every check: 3,400 of 10,000" while the background pages arrive. */
  progress: string | undefined;
  width: number;
}

function ageText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${s % 60} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

export function DataAge({ updatedAt, stale, progress: loading, width }: DataAgeProps) {
  let progress = loading;
  const theme = useTheme();
  const now = useNow(1000);
  if (updatedAt === undefined) return <Box height={1} width={width} />;
  const age = `updated ${ageText(now - updatedAt)} ago`;
  const text = stale ? `STALE, ${age}: the refresh failed: ${stale.reason}` : age;
  // The reason matters more than the progress of the loading.
  if (stale) progress = undefined;
  return (
    <Box height={1} width={width} overflow="hidden">
      <Text wrap="truncate">
        <Text {...theme.styles[stale ? 'text.warning' : 'text.muted']}>
          {truncate(text, Math.max(10, width - (progress ? progress.length + 2 : 0)))}
        </Text>
        {progress ? <Text {...theme.styles['text.muted']}>{`  ${progress}`}</Text> : null}
      </Text>
    </Box>
  );
}
