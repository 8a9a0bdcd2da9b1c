// Draws the filter form in the list's place: one line per field (a window of them on short
// terminals), then the focused field's error or hint. Keys are handled by the list screen.
import { Box, Text } from 'ink';
import { sanitizeLine } from '../../../format/sanitize.js';
import { displayWidth, fit, truncate } from '../../../format/width.js';
import { LineField } from '../../components/LineField.js';
import { wrapWords } from '../../components/DocumentView.js';
import { keyOf, keysOf } from '../../keys/commands.js';
import { filterChoiceKeymap, filterFormKeymap } from './keymap.js';
import { useTheme } from '../../theme/index.js';
import { FORM_FIELDS, type FilterFormState, type FormField } from './filterFormState.js';

const LABEL_WIDTH = 12;
const MARK_WIDTH = 2;

function choiceLabel(value: string): string {
  return value.toLowerCase();
}

/** The choices of a field as cells, scrolled sideways so the cursor's choice is in view. */
function ChoiceLine({ field, state, focused, width }: { field: FormField & { kind: 'choices' }; state: FilterFormState; focused: boolean; width: number }) {
  const theme = useTheme();
  const on: readonly string[] = field.id === 'statuses' ? state.statuses : state.providers;
  const cursor = state.choice[field.id];
  const cells = field.choices.map((c) => `[${on.includes(c) ? 'x' : ' '}] ${choiceLabel(c)}`);
  // First choice drawn: move right until the cursor's cell fits.
  let start = 0;
  const used = (from: number, to: number) => cells.slice(from, to + 1).reduce((sum, c) => sum + displayWidth(c) + 2, 0) + (from > 0 ? 2 : 0);
  while (focused && start < cursor && used(start, cursor) > width) start++;
  return (
    <Text wrap="truncate">
      {start > 0 ? '… ' : ''}
      {cells.slice(start).map((cell, i) => {
        const index = start + i;
        const selected = focused && index === cursor;
        return (
          <Text key={index}>
            <Text {...(selected ? theme.styles['row.selected'] : on.includes(field.choices[index]!) ? theme.styles['text.accent'] : {})}>{cell}</Text>
            {'  '}
          </Text>
        );
      })}
    </Text>
  );
}

function FieldValue({ field, state, focused, width }: { field: FormField; state: FilterFormState; focused: boolean; width: number }) {
  const theme = useTheme();
  switch (field.kind) {
    case 'text':
      return focused ? (
        <LineField line={state.text[field.id]} width={width} />
      ) : (
        <Text wrap="truncate">{truncate(sanitizeLine(state.text[field.id].value), width)}</Text>
      );
    case 'toggle':
      return (
        <Text wrap="truncate" {...(focused ? theme.styles['row.selected'] : {})}>
          {state.noUsers ? '[x] yes' : '[ ] no'}
        </Text>
      );
    case 'choices':
      return <ChoiceLine field={field} state={state} focused={focused} width={width} />;
  }
}

export function FilterForm({ state, width, height }: { state: FilterFormState; width: number; height: number }) {
  const theme = useTheme();
  const focused = FORM_FIELDS[state.focus]!;
  const error = state.errors[focused.id];
  const others = FORM_FIELDS.filter((f) => f !== focused && state.errors[f.id]).length;
  const message = error ?? (others > 0 ? `${others} other field${others === 1 ? ' needs' : 's need'} fixing (marked !).` : focused.hint);
  const messageLines = wrapWords(message, width).slice(0, 3);
  const keysLine = [
    `${keysOf(filterFormKeymap, 'next-field', 'prev-field')} field`,
    `${keyOf(filterChoiceKeymap, 'toggle')} tick`,
    `${keysOf(filterChoiceKeymap, 'choice-left', 'choice-right')} choice`,
    `${keyOf(filterFormKeymap, 'apply')} apply`,
    `${keyOf(filterFormKeymap, 'cancel')} cancel`,
  ].join('  ');
  const showKeys = height >= FORM_FIELDS.length + messageLines.length + 2;
  const room = Math.max(1, height - 1 - messageLines.length - (showKeys ? 1 : 0));
  // A window of fields around the cursor when the terminal is short.
  const start = Math.min(Math.max(0, state.focus - Math.floor(room / 2)), Math.max(0, FORM_FIELDS.length - room));
  const shown = FORM_FIELDS.slice(start, start + room);
  const valueWidth = Math.max(4, width - MARK_WIDTH - LABEL_WIDTH - 1);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text wrap="truncate" {...theme.styles.title}>
        {truncate('Filter sessions (every filter of test-sessions list)', width)}
      </Text>
      {shown.map((field) => {
        const index = FORM_FIELDS.indexOf(field);
        const isFocused = index === state.focus;
        const bad = state.errors[field.id] !== undefined;
        const label = `${isFocused ? '>' : ' '}${bad ? '!' : ' '}${fit(field.label, LABEL_WIDTH)} `;
        return (
          <Box key={field.id} width={width} height={1} overflow="hidden">
            <Box width={MARK_WIDTH + LABEL_WIDTH + 1} flexShrink={0}>
              <Text wrap="truncate" {...(bad ? theme.styles['text.error'] : isFocused ? theme.styles['footer.key'] : theme.styles['text.muted'])}>
                {label}
              </Text>
            </Box>
            <Box width={valueWidth} overflow="hidden">
              <FieldValue field={field} state={state} focused={isFocused} width={valueWidth} />
            </Box>
          </Box>
        );
      })}
      <Box flexGrow={1} />
      {messageLines.map((line, i) => (
        <Text key={i} wrap="truncate" {...(error || others > 0 ? theme.styles['text.error'] : theme.styles['text.muted'])}>
          {line}
        </Text>
      ))}
      {showKeys ? (
        <Text wrap="truncate" {...theme.styles['footer.text']}>
          {truncate(keysLine, width)}
        </Text>
      ) : null}
    </Box>
  );
}
