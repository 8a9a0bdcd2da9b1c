// The filter form's reducer and its checks (the plain command's rules).
import { describe, expect, it } from 'vitest';
import { emptyFilter } from '../../../../src/tui/screens/sessions/filter.js';
import {
  checkFilterForm,
  fieldIndex,
  filterFormReducer,
  formFromFilter,
  type FilterFormAction,
  type FilterFormState,
} from '../../../../src/tui/screens/sessions/filterFormState.js';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const G = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

function run(state: FilterFormState, ...actions: FilterFormAction[]): FilterFormState {
  return actions.reduce(filterFormReducer, state);
}

function type(text: string): FilterFormAction[] {
  return [...text].map((ch) => ({ type: 'edit', edit: { type: 'insert', text: ch } }) as const);
}

function at(field: Parameters<typeof fieldIndex>[0], state = formFromFilter(emptyFilter)): FilterFormState {
  return { ...state, focus: fieldIndex(field) };
}

describe('filter form', () => {
  it('starts from the filters in force', () => {
    const form = formFromFilter({ ...emptyFilter, statuses: ['FAILED'], branches: ['main', 'dev'], from: { text: '2h', seconds: 1 } }, 'search');
    expect(form.focus).toBe(fieldIndex('search'));
    expect(form.statuses).toEqual(['FAILED']);
    expect(form.text.branches.value).toBe('main, dev');
    expect(form.text.from.value).toBe('2h');
    expect(form.dirty).toBe(false);
  });

  it('moves between fields with wrap-around', () => {
    const form = formFromFilter(emptyFilter);
    expect(run(form, { type: 'focus', delta: -1 }).focus).toBe(fieldIndex('errorGroupId'));
    expect(run(form, { type: 'focus', delta: 1 }).focus).toBe(fieldIndex('branches'));
  });

  it('ticks statuses and providers with space, keeping their fixed order', () => {
    let form = at('statuses');
    form = run(form, { type: 'choice', delta: 1 }, { type: 'toggle' }, { type: 'choice', delta: -1 }, { type: 'toggle' });
    expect(form.statuses).toEqual(['RUNNING', 'FAILED']);
    form = run(form, { type: 'toggle' });
    expect(form.statuses).toEqual(['FAILED']);
    expect(form.dirty).toBe(true);
    form = run(at('providers', form), { type: 'choice', delta: -1 }, { type: 'toggle' });
    expect(form.providers).toEqual(['PW_REPORTER']);
  });

  it('switches "no users" with space or left/right', () => {
    const form = run(at('noUsers'), { type: 'toggle' });
    expect(form.noUsers).toBe(true);
    expect(run(form, { type: 'choice', delta: 1 }).noUsers).toBe(false);
  });

  it('edits text fields; space is a space there; ctrl+x empties the field', () => {
    let form = run(at('branches'), ...type('main,'), { type: 'toggle' }, ...type('dev'));
    expect(form.text.branches.value).toBe('main, dev');
    form = run(form, { type: 'choice', delta: -1 }, { type: 'choice', delta: -1 });
    expect(form.text.branches.cursor).toBe(7);
    form = run(form, { type: 'clear' });
    expect(form.text.branches.value).toBe('');
    // Typing into a choice field does nothing.
    expect(run(at('statuses'), ...type('x'))).toEqual(at('statuses'));
  });

  it('gives every filter of test-sessions list', () => {
    let form = run(at('statuses'), { type: 'toggle' });
    form = run(at('branches', form), ...type('main, release/1.2'));
    form = run(at('providers', form), { type: 'toggle' });
    form = run(at('users', form), ...type('ada'));
    form = run(at('noUsers', form), { type: 'toggle' });
    form = run(at('search', form), ...type('checkout'));
    form = run(at('from', form), ...type('2h'));
    form = run(at('to', form), ...type('2024-05-01T11:30Z'));
    form = run(at('errorGroupId', form), ...type(G));
    const checked = checkFilterForm(form, NOW);
    expect(checked).toEqual({
      ok: true,
      filter: {
        statuses: ['RUNNING'],
        branches: ['main', 'release/1.2'],
        providers: ['GITHUB'],
        users: ['ada'],
        noUsers: true,
        search: 'checkout',
        from: { text: '2h', seconds: NOW / 1000 - 7200 },
        to: { text: '2024-05-01T11:30Z', seconds: Date.parse('2024-05-01T11:30:00Z') / 1000 },
        errorGroupId: G,
      },
    });
  });

  it('gives no filter for an empty form', () => {
    expect(checkFilterForm(formFromFilter(emptyFilter), NOW)).toEqual({ ok: true, filter: { ...emptyFilter, search: undefined, from: undefined, to: undefined, errorGroupId: undefined } });
  });

  it.each([
    ['search', 'ab', 'Search must be 3 to 200 characters long (this one has 2).'],
    ['search', 'x'.repeat(201), 'Search must be 3 to 200 characters long (this one has 201).'],
    ['from', 'yesterday', 'From: "yesterday" is not a time: use a time ago (30m, 2h, 7d), an ISO date (2024-05-01, 2024-05-01T14:00Z) or Unix seconds.'],
    ['to', '2024-02-31', 'To: "2024-02-31" is not a real date.'],
    ['to', '1714560000000', 'To: 1714560000000 looks like milliseconds; give Unix seconds.'],
    ['errorGroupId', 'not-a-guid', 'Error group must be a test-session error group ID (a GUID: 8-4-4-4-12 hex digits), not "not-a-guid".'],
  ] as const)('refuses %s %j with one sentence', (field, text, message) => {
    const form = run(at(field), ...type(text));
    const checked = checkFilterForm(form, NOW);
    expect(checked).toEqual({ ok: false, errors: { [field]: message }, first: field });
  });

  it('refuses a from that is not before the to', () => {
    let form = run(at('from'), ...type('1h'));
    form = run(at('to', form), ...type('2h'));
    expect(checkFilterForm(form, NOW)).toEqual({ ok: false, errors: { from: 'From must be before To (1h is not before 2h).' }, first: 'from' });
  });

  it('shows the errors, goes to the first, and forgets a field\'s error once it changes', () => {
    let form = run(at('search'), ...type('ab'));
    form = run(at('errorGroupId', form), ...type('x'));
    const checked = checkFilterForm(form, NOW);
    if (checked.ok) throw new Error('expected errors');
    form = run(form, { type: 'errors', errors: checked.errors, focus: checked.first });
    expect(form.focus).toBe(fieldIndex('search'));
    expect(Object.keys(form.errors)).toEqual(['search', 'errorGroupId']);
    form = run(form, ...type('c'));
    expect(Object.keys(form.errors)).toEqual(['errorGroupId']);
    expect(checkFilterForm(run(at('errorGroupId', form), { type: 'clear' }), NOW).ok).toBe(true);
  });
});
