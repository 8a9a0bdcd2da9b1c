// One field of a form: a focus mark ('>', so focus shows without colour), the label, the value,
// and the error next to it once the field was left with a bad value.
import { Box, Text } from 'ink';
import { LineField } from '../components/LineField.js';
import { Styled, useTheme } from '../theme/index.js';
import { sanitizeLine } from '../../format/sanitize.js';
import type { ChoiceFieldSpec, FieldSpec, FieldState } from './fields.js';
import { TextAreaView } from './TextAreaView.js';

export interface FieldViewProps {
  spec: FieldSpec;
  field: FieldState;
  focused: boolean;
  error: string | undefined;
  labelWidth: number;
  width: number;
}

/** `not set INVESTIGATING [IDENTIFIED] MONITORING`: the chosen option in brackets. */
export function choiceText(spec: ChoiceFieldSpec, index: number): string {
  return spec.options.map((o, i) => (i === index ? `[${sanitizeLine(o.label)}]` : sanitizeLine(o.label))).join(' ');
}

function Value({ spec, field, focused, width }: Omit<FieldViewProps, 'error' | 'labelWidth'>) {
  const theme = useTheme();
  switch (field.kind) {
    case 'text':
    case 'datetime':
      return focused ? (
        <LineField line={field.line} width={width} />
      ) : (
        <Text wrap="truncate">{sanitizeLine(field.line.value) || ' '}</Text>
      );
    case 'textarea':
      return <TextAreaView area={field.area} width={width} rows={spec.kind === 'textarea' ? spec.rows : 3} focused={focused} />;
    case 'choice':
      return (
        <Text wrap="truncate" {...(focused ? theme.styles['text.accent'] : {})}>
          {spec.kind === 'choice' ? choiceText(spec, field.index) : ''}
        </Text>
      );
    case 'toggle':
      return (
        <Text wrap="truncate" {...(focused ? theme.styles['text.accent'] : {})}>
          {field.on ? '[x] yes' : '[ ] no'}
        </Text>
      );
  }
}

export function FieldView({ spec, field, focused, error, labelWidth, width }: FieldViewProps) {
  const theme = useTheme();
  const valueWidth = Math.max(4, width - 2 - labelWidth);
  return (
    <Box flexDirection="column" width={width}>
      <Box width={width}>
        <Box width={2 + labelWidth} flexShrink={0}>
          <Text wrap="truncate" {...(focused ? theme.styles['text.strong'] : theme.styles['text.muted'])}>
            {`${focused ? '>' : ' '} ${spec.label}`}
          </Text>
        </Box>
        <Value spec={spec} field={field} focused={focused} width={valueWidth} />
      </Box>
      {error ? (
        <Box marginLeft={2 + labelWidth} width={valueWidth}>
          <Styled token="text.error" wrap="wrap">{`! ${sanitizeLine(error)}`}</Styled>
        </Box>
      ) : null}
    </Box>
  );
}
