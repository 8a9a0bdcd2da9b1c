// Draws the filter form in the list's place: the engine's form view under its title (a window
// of the fields around the cursor on short terminals). Keys are handled by the list screen.
import { Box, Text } from 'ink';
import { truncate } from '../../../format/width.js';
import { FormView } from '../../forms/FormView.js';
import type { FormState } from '../../forms/formState.js';
import { useTheme } from '../../theme/index.js';

export function FilterForm({ state, width, height }: { state: FormState; width: number; height: number }) {
  const theme = useTheme();
  const heading = (
    <Box marginBottom={1}>
      <Text wrap="truncate" {...theme.styles.title}>
        {truncate('Filter sessions (every filter of test-sessions list)', width)}
      </Text>
    </Box>
  );
  return (
    <FormView
      form={state}
      request={null}
      width={width}
      height={height}
      heading={heading}
      headingRows={2}
      sendingLabel="applying..."
    />
  );
}
