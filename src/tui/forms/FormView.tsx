// A whole form on screen, by phase: the fields while editing (a failed send's message above the
// key line, every field kept), the summary and the exact request while reviewing or sending
// (scrolled; the send key waits until every line was on screen), the questions
// (leave? send again?) on the last line, and the screen's own view once sent.
import type { ReactNode } from 'react';
import { Box, Text } from 'ink';
import { Spinner } from '../components/Spinner.js';
import { Styled } from '../theme/index.js';
import { sanitizeLine } from '../../sanitize.js';
import { FieldView } from './FieldView.js';
import type { FormState } from './formState.js';
import type { FormRequest } from './request.js';
import { lastTop, reviewGeometry, unseenLines, type ReviewGeometry, type SummaryLine } from './review.js';
import { keyOf, keysOf } from '../keys/commands.js';
import { editKeymapFor, enterKeymaps, formLeaveKeymap, formResendKeymap, formReviewKeymap } from './formKeys.js';

export interface FormViewProps {
  form: FormState;
  /** The request the review shows and `y` sends (null while the values cannot make one). */
  request: FormRequest | null;
  /** Above the request on the review: the fields in words (status, notify, date). */
  summary?: readonly SummaryLine[];
  width: number;
  height: number;
  /** Above the fields: what is being edited. */
  heading?: ReactNode;
  /** Rows the heading takes (2: a title and the gap under it). */
  headingRows?: number;
  /** Shown in the 'sent' phase. */
  sent?: ReactNode;
  /** Beside the spinner while a form without a review sends ('verifying...'). */
  sendingLabel?: string;
}

function KeyLine({ children }: { children: string }) {
  return <Styled token="footer.text">{children}</Styled>;
}

function Failure({ form }: { form: FormState }) {
  if (!form.failure) return null;
  // The key the footer names for going on: Enter where it submits, else the review key.
  const submit =
    form.options.enter === 'submit'
      ? keyOf(enterKeymaps.submit, 'enter')
      : keyOf(editKeymapFor(form.options), 'review');
  return (
    <Box flexDirection="column">
      <Styled token="text.error" wrap="wrap">{`ERROR ${sanitizeLine(form.failure.message)}`}</Styled>
      <Styled token="text.muted" wrap="wrap">
        {form.failure.uncertain
          ? `The request may have reached the server: check before sending again (${submit} asks first).`
          : `Every field is kept: fix what the message says, or ${submit} to try again.`}
      </Styled>
    </Box>
  );
}

/** The two rows under the review: why it cannot be sent yet, the question, or the spinner. */
function Question({ form, unseen, width }: { form: FormState; unseen: number; width: number }) {
  if (form.phase === 'sending') return <Spinner label="Sending (once; a send is never retried by itself)" />;
  const send = keyOf(formReviewKeymap, 'send');
  const back = keyOf(formReviewKeymap, 'back');
  const scroll = keysOf(formReviewKeymap, 'scroll-down', 'page-down', 'bottom');
  const text =
    form.phase === 'confirm-resend'
      ? 'The last send may already have arrived (it timed out or the connection broke): sending again could ' +
        `post it twice. ${keyOf(formResendKeymap, 'send-again')} sends again, ` +
        `${keyOf(formResendKeymap, 'back')} goes back.`
      : unseen > 0
        ? `${unseen} more line${unseen === 1 ? '' : 's'} below: read them all (${scroll}) before ${send} can send. ` +
          `${back} goes back.`
        : `Send this request? ${send} sends it, ${back} goes back to the form (default).`;
  return (
    <Box flexDirection="column" height={2} width={width} overflow="hidden">
      <Styled token="text.warning" wrap="wrap">
        {text}
      </Styled>
    </Box>
  );
}

function Review({ form, geometry, width }: { form: FormState; geometry: ReviewGeometry; width: number }) {
  const { lines, room } = geometry;
  const top = Math.min(form.reviewTop, lastTop(geometry));
  const shown = lines.slice(top, top + room);
  const unseen = unseenLines(form.reviewSeen, geometry);
  const position =
    lines.length <= room
      ? `all ${lines.length} lines shown`
      : `lines ${top + 1}-${top + shown.length} of ${lines.length}  ` +
        `${keysOf(formReviewKeymap, 'scroll-down', 'scroll-up')} scroll`;
  return (
    <Box flexDirection="column">
      <Text wrap="truncate">
        <Styled token="title">Review the request</Styled>
        <Styled token="text.muted">{`  ${position}`}</Styled>
      </Text>
      <Box flexDirection="column" height={room} overflow="hidden">
        {shown.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line of the review is its position in the request
          <Text key={top + i} wrap="truncate">
            {line || ' '}
          </Text>
        ))}
      </Box>
      <Question form={form} unseen={unseen} width={width} />
    </Box>
  );
}

/** The most rows a text area grows to when the terminal has rows to spare. */
const TEXT_AREA_MOST_ROWS = 12;

/** Rows a field takes: its value (a text area's rows) and the error under it, wrapped. */
function fieldRows(form: FormState, index: number, valueWidth: number, areaRows: number | undefined): number {
  const spec = form.specs[index]!;
  const error = form.errors[spec.name];
  const own = spec.kind === 'textarea' ? (areaRows ?? spec.rows) : 1;
  return own + (error ? Math.ceil((error.length + 2) / Math.max(1, valueWidth)) : 0);
}

/**
 * The fields that fit in `room` rows, the focused one always among them, and the rows of the
 * form's first text area: its own, plus the rows no field needs (a tall terminal shows more of
 * a long description), up to TEXT_AREA_MOST_ROWS.
 */
function shownFields(
  form: FormState,
  room: number,
  valueWidth: number,
): { shown: number[]; grown?: { index: number; rows: number } } {
  const area = form.specs.findIndex((s) => s.kind === 'textarea');
  const own = form.specs.map((_, i) => fieldRows(form, i, valueWidth, undefined));
  const spare = room - own.reduce((a, b) => a + b, 0);
  const areaSpec = form.specs[area];
  const areaRows =
    areaSpec?.kind === 'textarea' && spare > 0 ? Math.min(TEXT_AREA_MOST_ROWS, areaSpec.rows + spare) : undefined;
  const rows = [...own];
  if (areaRows !== undefined) rows[area] = fieldRows(form, area, valueWidth, areaRows);
  const sum = (from: number, to: number) => rows.slice(from, to + 1).reduce((a, b) => a + b, 0);
  let start = 0;
  while (start < form.focus && sum(start, form.focus) > room) start++;
  let end = start;
  while (end + 1 < rows.length && sum(start, end + 1) <= room) end++;
  const shown = rows.map((_, i) => i).slice(start, end + 1);
  return areaRows === undefined ? { shown } : { shown, grown: { index: area, rows: areaRows } };
}

/** The line under the fields: a question, the send in progress, or the focused field's hint. */
function BottomLine({ form, sendingLabel }: { form: FormState; sendingLabel: string }) {
  const focused = form.specs[form.focus];
  if (form.phase === 'sending') return <Spinner label={sendingLabel} />;
  if (form.phase === 'confirm-leave')
    return (
      <Styled token="text.warning" wrap="wrap">
        {`Leave and throw away what you typed? ${keyOf(formLeaveKeymap, 'leave')} leaves, ` +
          `${keyOf(formLeaveKeymap, 'back')} stays (default).`}
      </Styled>
    );
  if (form.phase === 'confirm-resend')
    return (
      <Styled token="text.warning" wrap="wrap">
        {'The last try may already have arrived (it timed out or the connection broke): doing it again could do ' +
          `it twice. ${keyOf(formResendKeymap, 'send-again')} does it again, ` +
          `${keyOf(formResendKeymap, 'back')} goes back.`}
      </Styled>
    );
  return <KeyLine>{focused?.hint ? `${focused.label}: ${focused.hint}` : ' '}</KeyLine>;
}

export function FormView({
  form,
  request,
  summary = [],
  width,
  height,
  heading,
  headingRows = 2,
  sent,
  sendingLabel = 'Sending (once; a send is never retried by itself)',
}: FormViewProps) {
  if (form.phase === 'sent')
    return (
      <Box flexDirection="column" width={width} height={height}>
        {sent}
      </Box>
    );
  const reviewed = form.options.submit === 'review';
  const reviewing =
    reviewed && (form.phase === 'review' || form.phase === 'confirm-resend' || form.phase === 'sending');
  const labelWidth = Math.max(...form.specs.map((s) => s.label.length)) + 2;
  const valueWidth = Math.max(4, width - 2 - labelWidth);
  const failureRows = form.failure ? 3 : 0;
  const { shown, grown } = shownFields(form, Math.max(1, height - headingRows - 3 - failureRows), valueWidth);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      {/* When rows are short, the heading gives up its last rows (clipped whole, never squeezed onto
          each other); the fields and the bottom line keep theirs. */}
      <Box flexDirection="column" width={width} flexShrink={1} overflow="hidden">
        <Box flexDirection="column" width={width} flexShrink={0}>
          {heading}
        </Box>
      </Box>
      {reviewing ? (
        <Review form={form} geometry={reviewGeometry(summary, request, width, height, headingRows)} width={width} />
      ) : (
        <Box flexDirection="column" width={width} flexShrink={0}>
          {shown.map((i) => {
            const spec = form.specs[i]!;
            return (
              <FieldView
                key={spec.name}
                spec={spec}
                field={form.fields[spec.name]!}
                focused={i === form.focus}
                error={form.errors[spec.name]}
                labelWidth={labelWidth}
                width={width}
                {...(grown?.index === i ? { rows: grown.rows } : {})}
              />
            );
          })}
          <Text> </Text>
          <Failure form={form} />
          <BottomLine form={form} sendingLabel={sendingLabel} />
        </Box>
      )}
    </Box>
  );
}
