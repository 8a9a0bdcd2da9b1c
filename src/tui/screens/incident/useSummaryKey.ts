// The summary key of the incident forms: while a form is edited, it adds the triage summary
// (format/incident-summary.ts, from the check index and the triage record) to the description,
// where the engineer edits it; like every field it is sent only from the review, which shows it in full.
import { triageSummary, withSummary } from '../../../format/incident-summary.js';
import type { FormController } from '../../forms/useForm.js';
import { formValues } from '../../forms/formState.js';
import { bindCommands } from '../../keys/commands.js';
import type { CommandTable, Handler } from '../../keys/types.js';
import { triageFacts } from '../../model/triageFacts.js';
import { useTriageRecord } from '../../state/record.js';
import { useCheckIndex } from '../checks/useCheckIndex.js';
import { summaryKeymap } from './keymap.js';

/** Adds the summary command in front of the form's table while the form is edited. */
export function useSummaryKey(
  form: FormController,
  field: string,
): (table: CommandTable | null) => CommandTable | null {
  const { index } = useCheckIndex();
  const record = useTriageRecord();
  const insert = () => {
    const state = form.current();
    if (state.phase !== 'edit') return;
    const now = index.clock.now();
    const summary = triageSummary(triageFacts(index, record.read(), now), now);
    const description = String(formValues(state)[field] ?? '');
    form.dispatch({ type: 'set', name: field, value: withSummary(description, summary) });
  };
  return (table) => {
    if (!table || form.current().phase !== 'edit') return table;
    const handler: Handler = index.statuses
      ? insert
      : index.error
        ? { unavailable: 'The check statuses could not be loaded, so there is no summary: write the text yourself.' }
        : { unavailable: 'The check statuses are still loading: the summary needs them.', loading: true };
    return [...bindCommands(summaryKeymap, { 'insert-summary': handler }), ...table];
  };
}
