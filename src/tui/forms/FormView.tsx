// A whole form on screen, by phase: the fields while editing (a failed send's message above the
// key line, every field kept), the exact request while reviewing or sending, the questions
// (leave? send again?) on the last line, and the screen's own view once sent.
import type { ReactNode } from 'react';
import { Box, Text } from 'ink';
import { Spinner } from '../components/Spinner.js';
import { Styled } from '../theme/index.js';
import { sanitizeLine } from '../../format/sanitize.js';
import { wrapCells } from '../../format/width.js';
import { FieldView } from './FieldView.js';
import type { FormState } from './formState.js';
import { requestLines, type FormRequest } from './request.js';
import { keyOf, keysOf } from '../keys/commands.js';
import { formEditKeymap, formLeaveKeymap, formResendKeymap, formReviewKeymap } from './formKeys.js';

export interface FormViewProps {
  form: FormState;
  /** The request the review shows and `y` sends (null while the values cannot make one). */
  request: FormRequest | null;
  width: number;
  height: number;
  /** Above the fields: what is being edited. */
  heading?: ReactNode;
  /** Shown in the 'sent' phase. */
  sent?: ReactNode;
}

/** The form's keys, for the footer note of a screen showing a form. */
export const FORM_KEYS_NOTE = `${keysOf(formEditKeymap, 'next-field', 'prev-field')}: field  ${keyOf(formEditKeymap, 'review')}: review`;

function KeyLine({ children }: { children: string }) {
  return <Styled token="footer.text">{children}</Styled>;
}

function Failure({ form }: { form: FormState }) {
  if (!form.failure) return null;
  return (
    <Box flexDirection="column">
      <Styled token="text.error" wrap="wrap">{`ERROR ${sanitizeLine(form.failure.message)}`}</Styled>
      <Styled token="text.muted" wrap="wrap">
        {form.failure.uncertain
          ? `The request may have reached the server: check before sending again (${keyOf(formEditKeymap, 'review')} asks first).`
          : `Every field is kept: fix what the message says, or ${keyOf(formEditKeymap, 'review')} to try again.`}
      </Styled>
    </Box>
  );
}

function Review({ form, request, width, height }: { form: FormState; request: FormRequest | null; width: number; height: number }) {
  // Long lines wrap rather than being cut: the review shows the request whole.
  const lines = (request ? requestLines(request) : ['(the values do not make a request)']).flatMap((l) => wrapCells(l, width));
  const room = Math.max(1, height - 3);
  const shown =
    lines.length > room
      ? [...lines.slice(0, room - 1), `... ${lines.length - room + 1} more lines: a taller terminal shows them all`]
      : lines;
  let question: ReactNode;
  if (form.phase === 'sending') question = <Spinner label="Sending (once; a send is never retried by itself)" />;
  else if (form.phase === 'confirm-resend') {
    question = (
      <Styled token="text.warning" wrap="wrap">
        {`The last send may already have arrived (it timed out or the connection broke): sending again could post it twice. ${keyOf(formResendKeymap, 'send-again')} sends again, ${keyOf(formResendKeymap, 'back')} goes back.`}
      </Styled>
    );
  } else
    question = (
      <Styled token="text.warning">{`Send this request? ${keyOf(formReviewKeymap, 'send')} sends it, ${keyOf(formReviewKeymap, 'back')} goes back to the form (default).`}</Styled>
    );
  return (
    <Box flexDirection="column">
      <Styled token="title">Review the request</Styled>
      {shown.map((line, i) => (
        <Text key={i} wrap="truncate">
          {line}
        </Text>
      ))}
      {question}
    </Box>
  );
}

export function FormView({ form, request, width, height, heading, sent }: FormViewProps) {
  if (form.phase === 'sent') return <Box flexDirection="column" width={width} height={height}>{sent}</Box>;
  const reviewing = form.phase === 'review' || form.phase === 'confirm-resend' || form.phase === 'sending';
  const labelWidth = Math.max(...form.specs.map((s) => s.label.length)) + 2;
  const focused = form.specs[form.focus];
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      {heading}
      {reviewing ? (
        <Review form={form} request={request} width={width} height={height - 2} />
      ) : (
        <>
          {form.specs.map((spec, i) => (
            <FieldView
              key={spec.name}
              spec={spec}
              field={form.fields[spec.name]!}
              focused={i === form.focus}
              error={form.errors[spec.name]}
              labelWidth={labelWidth}
              width={width}
            />
          ))}
          <Text> </Text>
          <Failure form={form} />
          {form.phase === 'confirm-leave' ? (
            <Styled token="text.warning">{`Leave and throw away what you typed? ${keyOf(formLeaveKeymap, 'leave')} leaves, ${keyOf(formLeaveKeymap, 'back')} stays (default).`}</Styled>
          ) : (
            <KeyLine>{focused?.hint ? `${focused.label}: ${focused.hint}` : ' '}</KeyLine>
          )}
        </>
      )}
    </Box>
  );
}
