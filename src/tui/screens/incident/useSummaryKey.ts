// The summary key of the incident forms: while a form is edited, it adds the triage summary
// (format/incident-summary.ts, from the check index and the triage record) to the description,
// where the engineer edits it; like every field it is sent only from the review, which shows it in full.
import { triageSummary, withSummary } from '../../../format/incident-summary.js';
import { formValues, type FormAction, type FormState } from '../../forms/formState.js';
import { bindCommands } from '../../keys/commands.js';
import type { CommandTable, Handler } from '../../keys/types.js';
import { triageFacts } from '../../model/triageFacts.js';
import { useTriageRecord } from '../../state/record.js';
import { useCheckIndex } from '../checks/useCheckIndex.js';
import { summaryKeymap } from './keymap.js';

/** A form with a description field (both incident forms). */
interface DescribedForm {
  current: () => FormState;
  dispatch: (action: FormAction<{ description: string }>) => void;
}

/** Puts the summary command in front of the form's table while the form is edited (useForm's `around`). */
export function useSummaryKey(form: DescribedForm): (table: CommandTable) => CommandTable {
  const { index } = useCheckIndex();
  const record = useTriageRecord();
  const insert = () => {
    const state = form.current();
    if (state.phase !== 'edit') return;
    const now = index.clock.now();
    const summary = triageSummary(triageFacts(index, record.read(), now), now);
    const description = String(formValues(state).description ?? '');
    form.dispatch({ type: 'set', name: 'description', value: withSummary(description, summary) });
  };
  return (table) => {
    if (form.current().phase !== 'edit') return table;
    const handler: Handler = index.statuses
      ? insert
      : index.error
        ? { unavailable: 'The check statuses could not be loaded, so there is no summary: write the text yourself.' }
        : { unavailable: 'The check statuses are still loading: the summary needs them.', loading: true };
    return [...bindCommands(summaryKeymap, { 'insert-summary': handler }), ...table];
  };
}
