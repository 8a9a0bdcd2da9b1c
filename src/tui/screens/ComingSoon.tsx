// Placeholder for screens built by later issues.
import { Box } from 'ink';
import { Styled } from '../theme/index.js';
import { sanitizeLine } from '../../format/sanitize.js';
import type { ScreenProps } from './types.js';

export function comingSoon(title: string) {
  return function ComingSoonScreen({ route, width, height }: ScreenProps) {
    const id = route.params['id'];
    return (
      <Box flexDirection="column" width={width} height={height}>
        <Styled token="title">{title}</Styled>
        {id ? <Styled token="text.muted">{`id ${sanitizeLine(id)}`}</Styled> : null}
        <Styled token="text.muted">{`${title}: coming soon.`}</Styled>
      </Box>
    );
  };
}
