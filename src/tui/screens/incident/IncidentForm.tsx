// The incident-update form of screen 4: incident ID, description, status, notify, public date.
// The review says status, notify and date in words, then the exact POST; `y` sends it once, after
// all of it was on screen. Errors come back in place with every field
// kept; after a success the stored update is shown and `a` starts another for the same incident.
import { useEffect, useMemo, useRef } from 'react';
import { Box, Text } from 'ink';
import { NotFoundError } from '../../../client/index.js';
import { Guid } from '../../../client/schemas/helpers.js';
import type { Incident, IncidentUpdate } from '../../../client/schemas/index.js';
import { incidentLabel, updateFields } from '../../../format/incidents.js';
import { fieldLines } from '../../../format/fields.js';
import { sanitizeLine } from '../../../sanitize.js';
import { FormView } from '../../forms/FormView.js';
import { formValues, initialForm } from '../../forms/formState.js';
import { useForm, type FormController } from '../../forms/useForm.js';
import { useClient } from '../../hooks/useClient.js';
import { useScreenCommands } from '../../state/shell.js';
import { useSummaryKey } from './useSummaryKey.js';
import { bindCommands, keyHint } from '../../keys/commands.js';
import { incidentSentKeymap } from './keymap.js';
import { useResource } from '../../state/useResource.js';
import { Styled } from '../../theme/index.js';
import {
  FIELD,
  incidentFormSpecs,
  incidentRequest,
  incidentSummary,
  RESOLVED_TEXT,
  type IncidentValues,
} from './fields.js';
import { reviewGeometry } from '../../forms/review.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useTriageRecord } from '../../state/record.js';
import { recordedWrite } from '../record/recordedWrite.js';
import { incidentUpdateCommand, vigilCommandLine } from '../../../format/record.js';

export interface IncidentFormProps {
  /** The picked incident; undefined when the ID is to be typed. */
  incident?: Incident;
  /** Start as the incident's resolution: status RESOLVED and the standard sentence, to edit or send. */
  resolve?: boolean;
  width: number;
  height: number;
  onLeave: () => void;
}

/** Says which incident the update goes to: its name once loaded, else the typed ID and why not. */
function Heading({
  incident,
  typedId,
  problem,
  resolving,
}: {
  resolving: boolean;
  incident: Incident | undefined;
  typedId: string;
  problem: unknown;
}) {
  let text: string;
  if (incident && resolving) text = `Resolve incident ${incidentLabel(incident)}`;
  else if (incident) text = `Update incident ${incidentLabel(incident)}`;
  else if (!typedId) text = 'Update an incident: type its ID';
  else if (problem instanceof NotFoundError)
    text = `Update incident ${sanitizeLine(typedId)}: the server knows no incident with this ID`;
  else text = `Update incident ${sanitizeLine(typedId)}`;
  return (
    <Box flexDirection="column" marginBottom={1}>
      <Styled token="title">{text}</Styled>
    </Box>
  );
}

function Sent({ update, incident }: { update: IncidentUpdate; incident: string }) {
  const lines = fieldLines([{ label: 'incident', value: incident }, ...updateFields(update)]);
  return (
    <Box flexDirection="column">
      <Styled token="text.success">Update posted. As stored by the server:</Styled>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position in the stored update
        <Text key={i} wrap="truncate">{`  ${line}`}</Text>
      ))}
      <Text> </Text>
      <Styled token="footer.text">
        {`${keyHint(incidentSentKeymap, 'another', 'post another update to this incident')}   ` +
          keyHint(incidentSentKeymap, 'leave')}
      </Styled>
    </Box>
  );
}

/**
 * A complete typed ID is looked up, to name the incident and start from its last status (unless
 * the status was changed, or the form resolves).
 */
function useIncidentLookup(
  form: FormController<IncidentValues, IncidentUpdate>,
  incident: Incident | undefined,
  resolve: boolean,
) {
  const client = useClient();
  const typedId = form.values.incidentId.trim().toLowerCase();
  const lookupId = Guid.safeParse(typedId).success ? typedId : null;
  const lookup = useResource(lookupId ? queryKeys.incident(lookupId) : null, (signal) =>
    client.getIncident(lookupId ?? '', { signal }),
  );
  const fresh = lookup.data && lookup.data.id.toLowerCase() === typedId ? lookup.data : undefined;
  const named = fresh ?? (incident && incident.id.toLowerCase() === typedId ? incident : undefined);
  const freshStatus = fresh?.lastUpdateStatus;
  const { current, dispatch } = form;
  useEffect(() => {
    const now = current();
    const untouched = formValues(now).status === now.initial.status;
    if (freshStatus && untouched && !resolve)
      dispatch({ type: 'set', name: FIELD.status, value: freshStatus, asInitial: true });
  }, [freshStatus, current, dispatch, resolve]);
  return { typedId, named, problem: lookup.error };
}

export function IncidentForm({ incident, resolve = false, width, height, onLeave }: IncidentFormProps) {
  const client = useClient();
  const record = useTriageRecord();
  const incidentName = useRef('');
  const form = useForm<IncidentValues, IncidentUpdate>({
    init: () =>
      initialForm(
        incidentFormSpecs({
          incidentId: incident?.id,
          status: resolve ? 'RESOLVED' : incident?.lastUpdateStatus,
          now: Date.now(),
          ...(resolve ? { description: RESOLVED_TEXT } : {}),
        }),
        incident ? FIELD.description : FIELD.incident,
      ),
    send: (values, signal) => {
      const request = incidentRequest(values);
      // The review only opens when every field passes, so there is always a request here.
      if (!request) return Promise.reject(new Error('The form does not make a request yet.'));
      const resolving = request.body.status === 'RESOLVED';
      return recordedWrite(record, client.postIncidentUpdate(request.incidentId, request.body, { signal }), {
        kind: 'incident-update',
        what: `${resolving ? 'resolve' : 'post an update to'} incident ${incidentName.current}`,
        done: () =>
          `${resolving ? 'Resolved' : 'Posted an update to'} incident ${incidentName.current} ` +
          `(${request.body.status ?? 'status unchanged'}).`,
        command: incidentUpdateCommand(request.incidentId, request.body),
        verify: vigilCommandLine(['incidents', 'get', request.incidentId]),
      });
    },
    reviewSize: (v) => reviewGeometry(incidentSummary(v), incidentRequest(v), width, height),
    onLeft: onLeave,
  });
  const { state, values, dispatch } = form;
  const request = useMemo(() => incidentRequest(values), [values]);

  const { typedId, named, problem } = useIncidentLookup(form, incident, resolve);
  incidentName.current = named ? `"${sanitizeLine(named.name)}"` : typedId;

  const another = () => {
    const status = form.sent?.status ?? values.status;
    dispatch({
      type: 'reset',
      specs: incidentFormSpecs({ incidentId: typedId, status, now: Date.now() }),
      focus: FIELD.description,
    });
  };

  const sentCommands = bindCommands(incidentSentKeymap, {
    another,
    leave: () => dispatch({ type: 'leave' }),
  });
  const withSummaryKey = useSummaryKey(form);
  const onBack = () => {
    dispatch({ type: 'leave' });
    return true;
  };
  // The form's keys as its latest state makes them (keys typed faster than a render see their phase).
  useScreenCommands(() => ({ ...form.keys(sentCommands, withSummaryKey), onBack }));

  return (
    <FormView
      form={state}
      request={request}
      summary={incidentSummary(values)}
      width={width}
      height={height}
      heading={<Heading incident={named} typedId={typedId} problem={problem} resolving={resolve} />}
      sent={
        form.sent ? (
          <Sent update={form.sent} incident={named ? sanitizeLine(named.name) : sanitizeLine(typedId)} />
        ) : undefined
      }
    />
  );
}
