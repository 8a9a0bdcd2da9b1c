// The filter form on the form engine: its fields, checks (the plain command's rules) and the
// filter it makes.
import { describe, expect, it } from 'vitest';
import { emptyFilter, type SessionFilter } from '../../../../src/tui/screens/sessions/filter.js';
import {
  formReducer,
  formValues,
  initialForm,
  type FormAction,
  type FormState,
} from '../../../../src/tui/forms/formState.js';
import {
  filterFromValues,
  filterOptions,
  filterSpecs,
  type FieldId,
  type FilterValues,
} from '../../../../src/tui/screens/sessions/filterFormState.js';

/** Where a field stands in the form (the order of its specs). */
const fieldIndex = (id: FieldId): number => filterSpecs(emptyFilter).findIndex((s) => s.name === id);

const NOW = Date.parse('2024-05-01T12:00:00Z');
const G = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

const open = (filter: SessionFilter = emptyFilter, focus: FieldId = 'statuses') =>
  initialForm(filterSpecs(filter), fieldIndex(focus), filterOptions);
type Form = FormState<FilterValues>;
const run = (state: Form, ...actions: FormAction<FilterValues>[]) =>
  actions.reduce<Form>((s, action) => formReducer(s, action), state);
const type = (text: string): FormAction<FilterValues>[] =>
  [...text].map((ch) => ({ type: 'line', edit: { type: 'insert', text: ch } }) as const);
const at = (field: FieldId, state = open()): Form => ({ ...state, focus: fieldIndex(field) });
const submit: FormAction = { type: 'review' };

describe('filter form', () => {
  it('starts from the filters in force, nothing changed', () => {
    const form = open(
      { ...emptyFilter, statuses: ['FAILED'], branches: ['main', 'dev'], from: { text: '2h', seconds: 1 } },
      'search',
    );
    expect(form.focus).toBe(fieldIndex('search'));
    expect(formValues(form)).toMatchObject({ statuses: ['FAILED'], branches: 'main, dev', from: '2h' });
    // Unchanged: Esc closes without asking.
    expect(run(form, { type: 'escape' }).phase).toBe('left');
    expect(run(form, ...type('x'), { type: 'escape' }).phase).toBe('confirm-leave');
  });

  it('moves between fields with wrap-around', () => {
    expect(run(open(), { type: 'focus-prev' }).focus).toBe(fieldIndex('errorGroupId'));
    expect(run(open(), { type: 'focus-next' }).focus).toBe(fieldIndex('branches'));
  });

  it('ticks statuses and providers, keeping their fixed order', () => {
    let form = run(
      at('statuses'),
      { type: 'multi-move', delta: 1 },
      { type: 'multi-tick' },
      { type: 'multi-move', delta: -1 },
      { type: 'multi-tick' },
    );
    expect(formValues(form).statuses).toEqual(['RUNNING', 'FAILED']);
    form = run(form, { type: 'multi-tick' });
    expect(formValues(form).statuses).toEqual(['FAILED']);
    form = run(at('providers', form), { type: 'multi-move', delta: -1 }, { type: 'multi-tick' });
    expect(formValues(form).providers).toEqual(['PW_REPORTER']);
  });

  it('ctrl+x (clear) empties a text field, the choices and the switch', () => {
    let form = run(at('branches'), ...type('main'), { type: 'clear' });
    expect(formValues(form).branches).toBe('');
    form = run(at('statuses', form), { type: 'multi-tick' }, { type: 'clear' });
    expect(formValues(form).statuses).toEqual([]);
    form = run(at('noUsers', form), { type: 'toggle' }, { type: 'clear' });
    expect(formValues(form).noUsers).toBe(false);
  });

  it('gives every filter of test-sessions list', () => {
    let form = run(at('statuses'), { type: 'multi-tick' });
    form = run(at('branches', form), ...type('main, release/1.2'));
    form = run(at('providers', form), { type: 'multi-tick' });
    form = run(at('users', form), ...type('ada'));
    form = run(at('noUsers', form), { type: 'toggle' });
    form = run(at('search', form), ...type('checkout'));
    form = run(at('from', form), ...type('2h'));
    form = run(at('to', form), ...type('30m'));
    form = run(at('errorGroupId', form), ...type(G), submit);
    expect(form.phase).toBe('sending');
    expect(filterFromValues(formValues(form), NOW)).toEqual({
      statuses: ['RUNNING'],
      branches: ['main', 'release/1.2'],
      providers: ['GITHUB'],
      users: ['ada'],
      noUsers: true,
      search: 'checkout',
      from: { text: '2h', seconds: NOW / 1000 - 7200 },
      to: { text: '30m', seconds: NOW / 1000 - 1800 },
      errorGroupId: G,
    });
  });

  it('gives no filter for an empty form', () => {
    expect(filterFromValues(formValues(open()), NOW)).toEqual({
      ...emptyFilter,
      search: undefined,
      from: undefined,
      to: undefined,
      errorGroupId: undefined,
    });
  });

  it.each([
    ['search', 'ab', 'Search must be 3 to 200 characters long (this one has 2).'],
    ['search', 'x'.repeat(201), 'Search must be 3 to 200 characters long (this one has 201).'],
    [
      'from',
      'yesterday',
      'From: "yesterday" is not a time: use a time ago (30m, 2h, 7d), an ISO date (2024-05-01, 2024-05-01T14:00Z) or Unix seconds.',
    ],
    ['to', '2024-02-31', 'To: "2024-02-31" is not a real date.'],
    ['to', '1714560000000', 'To: 1714560000000 looks like milliseconds; give Unix seconds.'],
    [
      'errorGroupId',
      'not-a-guid',
      'Error group must be a test-session error group ID (a GUID: 8-4-4-4-12 hex digits), not "not-a-guid".',
    ],
  ] as const)('refuses %s %j with one sentence, sends nothing, and goes to the field', (field, text, message) => {
    const form = run(at(field), ...type(text), { type: 'focus-next' }, submit);
    expect(form).toMatchObject({ phase: 'edit', errors: { [field]: message }, focus: fieldIndex(field), sendCount: 0 });
  });

  it('refuses a from that is not before the to', () => {
    let form = run(at('from'), ...type('1h'));
    form = run(at('to', form), ...type('2h'), submit);
    expect(form).toMatchObject({
      phase: 'edit',
      errors: { from: 'From must be before To (1h is not before 2h).' },
      focus: fieldIndex('from'),
    });
  });

  it("shows the errors, goes to the first, and forgets a field's error once it is fixed", () => {
    let form = run(at('search'), ...type('ab'));
    form = run(at('errorGroupId', form), ...type('x'), submit);
    expect(form.focus).toBe(fieldIndex('search'));
    expect(Object.keys(form.errors)).toEqual(['search', 'errorGroupId']);
    form = run(form, ...type('c'));
    expect(Object.keys(form.errors)).toEqual(['errorGroupId']);
    expect(run(at('errorGroupId', form), { type: 'clear' }, submit).phase).toBe('sending');
  });
});
