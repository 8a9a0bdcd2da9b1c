// One field of a form: a focus mark ('>', so focus shows without colour), the label, the value,
// and the error next to it once the field was left with a bad value.
import { Box, Text } from 'ink';
import { LineField } from '../components/LineField.js';
import { Styled, useTheme } from '../theme/index.js';
import { sanitizeLine } from '../../sanitize.js';
import { displayWidth } from '../../format/width.js';
import type { ChoiceFieldSpec, FieldSpec, FieldState, MultiChoiceFieldSpec } from './fields.js';
import { TextAreaView } from './TextAreaView.js';

export interface FieldViewProps {
  spec: FieldSpec;
  field: FieldState;
  focused: boolean;
  error: string | undefined;
  labelWidth: number;
  width: number;
  /** A text area's rows when the form gives it more than its own (room to spare). */
  rows?: number;
}

/** `not set INVESTIGATING [IDENTIFIED] MONITORING`: the chosen option in brackets. */
function choiceText(spec: ChoiceFieldSpec, index: number): string {
  return spec.options.map((o, i) => (i === index ? `[${sanitizeLine(o.label)}]` : sanitizeLine(o.label))).join(' ');
}

/** `[x] failed  [ ] passed`, scrolled sideways so the cursor's option is in view. */
function MultiLine({
  spec,
  field,
  focused,
  width,
}: {
  spec: MultiChoiceFieldSpec;
  field: FieldState & { kind: 'multi' };
  focused: boolean;
  width: number;
}) {
  const theme = useTheme();
  const cells = spec.options.map((o) => `[${field.on.includes(o.value) ? 'x' : ' '}] ${sanitizeLine(o.label)}`);
  const used = (from: number, to: number) =>
    cells.slice(from, to + 1).reduce((sum, c) => sum + displayWidth(c) + 2, 0) + (from > 0 ? 2 : 0);
  let start = 0;
  while (focused && start < field.cursor && used(start, field.cursor) > width) start++;
  return (
    <Text wrap="truncate">
      {start > 0 ? '… ' : ''}
      {cells.slice(start).map((cell, i) => {
        const index = start + i;
        const style =
          focused && index === field.cursor
            ? theme.styles['row.selected']
            : field.on.includes(spec.options[index]!.value)
              ? theme.styles['text.accent']
              : {};
        return (
          <Text key={index}>
            <Text {...style}>{cell}</Text>
            {'  '}
          </Text>
        );
      })}
    </Text>
  );
}

function Value({ spec, field, focused, width, rows }: Omit<FieldViewProps, 'error' | 'labelWidth'>) {
  const theme = useTheme();
  switch (field.kind) {
    case 'text':
    case 'datetime':
      if (spec.kind === 'text' && spec.mask) {
        return focused ? (
          <LineField line={field.line} width={width} mask />
        ) : (
          <Text wrap="truncate">{'*'.repeat(field.line.value.length) || ' '}</Text>
        );
      }
      return focused ? (
        <LineField line={field.line} width={width} />
      ) : (
        <Text wrap="truncate">{sanitizeLine(field.line.value) || ' '}</Text>
      );
    case 'textarea':
      return (
        <TextAreaView
          area={field.area}
          width={width}
          rows={rows ?? (spec.kind === 'textarea' ? spec.rows : 3)}
          focused={focused}
        />
      );
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
    case 'multi':
      return spec.kind === 'multi' ? <MultiLine spec={spec} field={field} focused={focused} width={width} /> : null;
  }
}

export function FieldView({ spec, field, focused, error, labelWidth, width, rows }: FieldViewProps) {
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
        <Value spec={spec} field={field} focused={focused} width={valueWidth} {...(rows ? { rows } : {})} />
      </Box>
      {error ? (
        <Box marginLeft={2 + labelWidth} width={valueWidth}>
          <Styled token="text.error" wrap="wrap">{`! ${sanitizeLine(error)}`}</Styled>
        </Box>
      ) : null}
    </Box>
  );
}
