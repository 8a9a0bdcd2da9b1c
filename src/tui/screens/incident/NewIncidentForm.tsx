// The new-incident form of screen 4 (from the picker): it first reads the status page's services
// (the multi-choice), then the form engine does the rest: every field in words and the exact
// POST in the review, `y` only once all of it was on screen, sent once; a send whose outcome is
// unknown names the read that shows whether the incident was opened and is never sent by itself.
import { useMemo } from 'react';
import { Box, Text } from 'ink';
import type { Incident, IncidentService } from '../../../client/schemas/index.js';
import { incidentFields } from '../../../format/incidents.js';
import { fieldLines } from '../../../format/fields.js';
import { ErrorMessage } from '../../components/ErrorMessage.js';
import { FormView } from '../../forms/FormView.js';
import { initialForm } from '../../forms/formState.js';
import { reviewGeometry } from '../../forms/review.js';
import { useForm } from '../../forms/useForm.js';
import { useClient } from '../../hooks/useClient.js';
import { bindCommands, keyHint } from '../../keys/commands.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useTriageRecord } from '../../state/record.js';
import { recordedWrite } from '../record/recordedWrite.js';
import { incidentCreateCommand, vigilCommandLine } from '../../../format/record.js';
import { sanitizeLine } from '../../../sanitize.js';
import { useScreenCommands } from '../../state/shell.js';
import { useSummaryKey } from './useSummaryKey.js';
import { useResource } from '../../state/useResource.js';
import { Styled } from '../../theme/index.js';
import { newIncidentKeymap } from './keymap.js';
import {
  newIncidentOptions,
  newIncidentRequest,
  newIncidentSpecs,
  newIncidentSummary,
  type NewIncidentValues,
} from './newIncidentFields.js';

export interface NewIncidentFormProps {
  width: number;
  height: number;
  onLeave: () => void;
}

const SERVICES_LIMIT = 100;
/** The review's heading rows: none, so a usual new incident's review fits 80x24 whole. */
const REVIEW_HEADING_ROWS = 0;

export function NewIncidentForm({ width, height, onLeave }: NewIncidentFormProps) {
  const client = useClient();
  const services = useResource(queryKeys.statusPageServices(), (signal) =>
    client.listStatusPageServices({ limit: SERVICES_LIMIT }, { signal }),
  );
  const list = services.data?.items;
  if (list) return <Form services={list} width={width} height={height} onLeave={onLeave} />;
  return <Waiting error={services.error} retryAt={services.retryAt} width={width} onLeave={onLeave} />;
}

function Waiting(props: { error: unknown; retryAt: number | undefined; width: number; onLeave: () => void }) {
  useScreenCommands(() => ({ commands: bindCommands(newIncidentKeymap, { leave: props.onLeave }) }));
  return (
    <Box flexDirection="column">
      <Styled token="title">New incident</Styled>
      {props.error ? (
        <ErrorMessage error={props.error} retryAt={props.retryAt} width={props.width} />
      ) : (
        <Styled token="text.muted">Reading the status page's services…</Styled>
      )}
    </Box>
  );
}

function Opened({ incident }: { incident: Incident }) {
  return (
    <Box flexDirection="column">
      <Styled token="text.success">Incident opened. As stored by the server:</Styled>
      {fieldLines(incidentFields(incident)).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position in the stored incident
        <Text key={i} wrap="truncate">{`  ${line}`}</Text>
      ))}
      <Text> </Text>
      <Styled token="footer.text">{keyHint(newIncidentKeymap, 'leave')}</Styled>
    </Box>
  );
}

function Form({
  services,
  width,
  height,
  onLeave,
}: {
  services: readonly IncidentService[];
  width: number;
  height: number;
  onLeave: () => void;
}) {
  const client = useClient();
  const record = useTriageRecord();
  const form = useForm<NewIncidentValues, Incident>({
    init: () => initialForm(newIncidentSpecs(services), 0, newIncidentOptions),
    send: (values, signal) => {
      const request = newIncidentRequest(values);
      // The review only opens when every field passes, so there is always a request here.
      if (!request) return Promise.reject(new Error('The form does not make a request yet.'));
      return recordedWrite(record, client.createIncident(request.body, { signal }), {
        kind: 'incident-created',
        what: `open incident "${sanitizeLine(request.body.name)}"`,
        done: (incident) =>
          `Opened incident "${sanitizeLine(incident.name)}" (${incident.severity}, ${incident.lastUpdateStatus}).`,
        command: incidentCreateCommand(request.body),
        verify: vigilCommandLine(['incidents', 'list']),
      });
    },
    reviewSize: (v) =>
      reviewGeometry(newIncidentSummary(v, services), newIncidentRequest(v), width, height, REVIEW_HEADING_ROWS),
    onLeft: onLeave,
  });
  const { state, values, dispatch } = form;
  const request = useMemo(() => newIncidentRequest(values), [values]);

  const sentCommands = bindCommands(newIncidentKeymap, { leave: () => dispatch({ type: 'leave' }) });
  const withSummaryKey = useSummaryKey(form);
  const onBack = () => {
    dispatch({ type: 'leave' });
    return true;
  };
  // The form's keys as its latest state makes them (keys typed faster than a render see their phase).
  useScreenCommands(() => ({ ...form.keys(sentCommands, withSummaryKey), onBack }));

  // The review has no heading: its first line says what is opened, and the rows go to the request.
  const reviewing = state.phase === 'review' || state.phase === 'confirm-resend' || state.phase === 'sending';
  return (
    <FormView
      form={state}
      request={request}
      summary={newIncidentSummary(values, services)}
      width={width}
      height={height}
      headingRows={reviewing ? REVIEW_HEADING_ROWS : 2}
      heading={
        reviewing ? undefined : (
          <Box flexDirection="column" marginBottom={1}>
            <Styled token="title">New incident on the status page</Styled>
          </Box>
        )
      }
      sent={form.sent ? <Opened incident={form.sent} /> : undefined}
    />
  );
}
