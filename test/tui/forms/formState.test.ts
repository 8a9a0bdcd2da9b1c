import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../src/tui/forms/fields.js';
import {
  formReducer,
  formValues,
  initialForm,
  isDirty,
  type FormAction,
  type FormState,
} from '../../../src/tui/forms/formState.js';

const required = (v: string) => (v.trim() === '' ? 'must not be empty' : null);
const specs: FieldSpec[] = [
  {
    kind: 'text',
    name: 'id',
    label: 'ID',
    validate: (v) => (/^\d+$/.test(v) ? null : 'must be a number'),
    initial: '42',
  },
  { kind: 'textarea', name: 'description', label: 'Description', rows: 3, validate: required },
  {
    kind: 'choice',
    name: 'status',
    label: 'Status',
    options: [
      { value: null, label: 'not set' },
      { value: 'A', label: 'A' },
      { value: 'B', label: 'B' },
    ],
    initial: 'A',
  },
  { kind: 'toggle', name: 'notify', label: 'Notify' },
  { kind: 'datetime', name: 'date', label: 'Date', initial: '2025-01-01T00:00:00Z' },
];

const run = (state: FormState, ...actions: FormAction[]) => actions.reduce(formReducer, state);
const typeText = (text: string): FormAction => ({ type: 'area', edit: { type: 'insert', text } });
const toDescription: FormAction = { type: 'focus-next' };

describe('form reducer', () => {
  it('starts with the initial values, the first field focused, nothing typed', () => {
    const s = initialForm(specs);
    expect(formValues(s)).toEqual({
      id: '42',
      description: '',
      status: 'A',
      notify: false,
      date: '2025-01-01T00:00:00Z',
    });
    expect(s.focus).toBe(0);
    expect(s.phase).toBe('edit');
    expect(isDirty(s)).toBe(false);
  });

  it('Tab order wraps both ways', () => {
    const s = initialForm(specs);
    expect(run(s, { type: 'focus-prev' }).focus).toBe(4);
    expect(run(s, ...specs.map(() => ({ type: 'focus-next' }) as const)).focus).toBe(0);
  });

  it('edits go to the focused field only, by its kind', () => {
    const s = run(
      initialForm(specs),
      toDescription,
      typeText('Fixed'),
      { type: 'line', edit: { type: 'insert', text: 'ignored' } },
      { type: 'focus-next' },
      { type: 'choice', delta: 1 },
      { type: 'focus-next' },
      { type: 'toggle' },
    );
    expect(formValues(s)).toMatchObject({ id: '42', description: 'Fixed', status: 'B', notify: true });
    expect(
      run(s, { type: 'focus-prev' }, { type: 'choice', delta: 1 }, { type: 'choice', delta: 1 }).fields.status,
    ).toEqual({ kind: 'choice', index: 1 });
    expect(isDirty(s)).toBe(true);
  });

  it('choice wraps around, including back to "not set"', () => {
    const s = run(initialForm(specs), { type: 'focus-next' }, { type: 'focus-next' }, { type: 'choice', delta: -1 });
    expect(formValues(s).status).toBeNull();
    expect(formValues(run(s, { type: 'choice', delta: -1 })).status).toBe('B');
  });

  it('shows a field error when the field is left, and clears it as soon as the value is fixed', () => {
    let s = run(initialForm(specs), { type: 'line', edit: { type: 'insert', text: 'x' } });
    expect(s.errors).toEqual({});
    s = run(s, { type: 'focus-next' });
    expect(s.errors).toEqual({ id: 'ID must be a number' });
    s = run(s, { type: 'focus-prev' });
    // Leaving the empty description on the way back shows its error too.
    expect(s.errors).toEqual({ id: 'ID must be a number', description: 'Description must not be empty' });
    s = run(s, { type: 'line', edit: { type: 'backspace' } });
    expect(s.errors).toEqual({ description: 'Description must not be empty' });
  });

  it('review checks every field: with errors it stays in edit and focuses the first bad field', () => {
    const s = run(initialForm(specs), { type: 'focus-next' }, { type: 'focus-next' }, { type: 'review' });
    expect(s.phase).toBe('edit');
    expect(s.errors).toEqual({ description: 'Description must not be empty' });
    expect(s.focus).toBe(1);
  });

  it('a valid form goes to review, where fields cannot change; n goes back', () => {
    let s = run(initialForm(specs), toDescription, typeText('ok'), { type: 'review' });
    expect(s.phase).toBe('review');
    const frozen = run(
      s,
      typeText('more'),
      { type: 'toggle' },
      { type: 'focus-next' },
      { type: 'set', name: 'id', value: '7' },
    );
    expect(formValues(frozen)).toEqual(formValues(s));
    expect(frozen.focus).toBe(s.focus);
    s = run(s, { type: 'back' });
    expect(s.phase).toBe('edit');
  });

  it('y sends once: a second y while sending, and after it was sent, does nothing', () => {
    let s = run(initialForm(specs), toDescription, typeText('ok'), { type: 'review' }, { type: 'send' });
    expect(s.phase).toBe('sending');
    expect(s.sendCount).toBe(1);
    s = run(s, { type: 'send' }, { type: 'send-again' }, { type: 'review' });
    expect(s.sendCount).toBe(1);
    s = run(s, { type: 'sent' });
    expect(s.phase).toBe('sent');
    expect(s.failure).toBeNull();
    s = run(s, { type: 'send' }, { type: 'review' }, { type: 'send' });
    expect(s.sendCount).toBe(1);
    expect(s.phase).toBe('sent');
  });

  it('a failed send comes back to edit with every field kept and the message in place; it can be sent again', () => {
    let s = run(initialForm(specs), toDescription, typeText('ok'), { type: 'review' }, { type: 'send' });
    const before = formValues(s);
    s = run(s, { type: 'failed', failure: { message: 'Nothing found (404)', uncertain: false } });
    expect(s.phase).toBe('edit');
    expect(formValues(s)).toEqual(before);
    expect(s.failure).toEqual({ message: 'Nothing found (404)', uncertain: false });
    s = run(s, { type: 'review' }, { type: 'send' });
    expect(s.phase).toBe('sending');
    expect(s.sendCount).toBe(2);
    s = run(s, { type: 'sent' });
    expect(s.failure).toBeNull();
  });

  it('after a send that may have arrived (timeout), sending again asks first; the doubt stays until a send succeeds', () => {
    let s = run(initialForm(specs), toDescription, typeText('ok'), { type: 'review' }, { type: 'send' });
    s = run(
      s,
      { type: 'failed', failure: { message: 'No answer within 15s', uncertain: true } },
      { type: 'review' },
      { type: 'send' },
    );
    expect(s.phase).toBe('confirm-resend');
    expect(s.sendCount).toBe(1);
    expect(run(s, { type: 'back' }).phase).toBe('edit');
    s = run(s, { type: 'send-again' });
    expect(s.phase).toBe('sending');
    expect(s.sendCount).toBe(2);
    s = run(s, { type: 'failed', failure: { message: 'Rate limited (429)', uncertain: false } });
    expect(s.failure).toEqual({ message: 'Rate limited (429)', uncertain: true });
    expect(run(s, { type: 'review' }, { type: 'send' }).phase).toBe('confirm-resend');
  });

  it('Esc leaves at once when nothing was typed, and asks first when something was', () => {
    expect(run(initialForm(specs), { type: 'escape' }).phase).toBe('left');
    let s = run(initialForm(specs), toDescription, typeText('x'), { type: 'escape' });
    expect(s.phase).toBe('confirm-leave');
    expect(run(s, { type: 'back' }).phase).toBe('edit');
    expect(run(s, { type: 'escape' }).phase).toBe('edit');
    s = run(s, { type: 'leave' });
    expect(s.phase).toBe('left');
  });

  it('Esc in the review goes back to the form, not out of it', () => {
    const s = run(initialForm(specs), toDescription, typeText('x'), { type: 'review' }, { type: 'escape' });
    expect(s.phase).toBe('edit');
  });

  it('a value set as initial (a preselection) does not count as typed', () => {
    const s = run(initialForm(specs), { type: 'set', name: 'status', value: 'B', asInitial: true });
    expect(formValues(s).status).toBe('B');
    expect(isDirty(s)).toBe(false);
    expect(isDirty(run(s, { type: 'set', name: 'status', value: 'A' }))).toBe(true);
  });

  it('reset starts over with new fields but keeps counting sends', () => {
    let s = run(
      initialForm(specs),
      toDescription,
      typeText('x'),
      { type: 'review' },
      { type: 'send' },
      { type: 'sent' },
    );
    s = run(s, { type: 'reset', specs });
    expect(s.phase).toBe('edit');
    expect(formValues(s).description).toBe('');
    expect(s.sendCount).toBe(1);
  });

  it('the review scrolls within its bounds and remembers the furthest it was scrolled to; a new review starts afresh', () => {
    const ready = run(initialForm(specs), toDescription, typeText('text'), { type: 'review' });
    expect(ready).toMatchObject({ phase: 'review', reviewTop: 0, reviewSeen: 0 });
    let s = run(ready, { type: 'scroll', delta: 5, maxTop: 3 });
    expect(s).toMatchObject({ reviewTop: 3, reviewSeen: 3 });
    s = run(s, { type: 'scroll', delta: -2, maxTop: 3 });
    expect(s).toMatchObject({ reviewTop: 1, reviewSeen: 3 });
    expect(run(s, { type: 'scroll', delta: -9, maxTop: 3 }).reviewTop).toBe(0);
    // Not while editing; and going back then reviewing again starts at the top, unseen.
    expect(run(initialForm(specs), { type: 'scroll', delta: 1, maxTop: 3 }).reviewTop).toBe(0);
    expect(run(s, { type: 'back' }, { type: 'review' })).toMatchObject({ reviewTop: 0, reviewSeen: 0 });
  });
});

describe('form reducer, by the form options', () => {
  const text: FieldSpec[] = [
    { kind: 'text', name: 'a', label: 'A', validate: (v) => (v === 'bad' ? 'is bad' : null) },
    { kind: 'text', name: 'b', label: 'B', clearOnError: true, validate: (v) => (v === 'yes' ? null : 'must be yes') },
  ];
  const direct = {
    submit: 'direct',
    enter: 'submit',
    askBeforeLeaving: false,
    emptyLeaves: true,
    safeToRepeat: false,
  } as const;
  const typeIn = (t: string): FormAction => ({ type: 'line', edit: { type: 'insert', text: t } });

  it('a direct form sends on submit (no review); nothing typed leaves when emptyLeaves', () => {
    expect(run(initialForm(text, 0, direct), { type: 'review' }).phase).toBe('left');
    const s = run(initialForm(text, 1, direct), typeIn('yes'), { type: 'review' });
    expect(s).toMatchObject({ phase: 'sending', sendCount: 1 });
  });

  it('a clear-on-error field is emptied when its check fails on submit, and its error goes once typed again', () => {
    let s = run(initialForm(text, 1, direct), typeIn('no'), { type: 'review' });
    expect(s).toMatchObject({ phase: 'edit', errors: { b: 'B must be yes' } });
    expect(formValues(s).b).toBe('');
    s = run(s, typeIn('n'));
    expect(s.errors).toEqual({});
  });

  it('checks across fields on submit, after the fields own checks', () => {
    const check = (v: Readonly<Record<string, unknown>>): Record<string, string> =>
      v.a === v.b ? { a: 'A must differ from B' } : {};
    const s = run(
      initialForm(text, 0, { ...direct, emptyLeaves: false, check }),
      typeIn('yes'),
      { type: 'focus-next' },
      typeIn('yes'),
      { type: 'review' },
    );
    expect(s).toMatchObject({ phase: 'edit', focus: 0, errors: { a: 'A must differ from B' } });
  });

  it('Esc leaves at once when the form does not ask; a safe-to-repeat form never asks before sending again', () => {
    expect(run(initialForm(text, 0, direct), typeIn('x'), { type: 'escape' }).phase).toBe('left');
    const safe = { ...direct, safeToRepeat: true };
    const failed = run(
      initialForm(text, 1, safe),
      typeIn('yes'),
      { type: 'review' },
      { type: 'failed', failure: { message: 'timeout', uncertain: true } },
    );
    expect(failed.failure?.uncertain).toBe(false);
    expect(run(failed, { type: 'review' }).phase).toBe('sending');
    // A write whose outcome is unknown is not sent again without asking.
    const write = run(
      initialForm(text, 1, direct),
      typeIn('yes'),
      { type: 'review' },
      { type: 'failed', failure: { message: 'timeout', uncertain: true } },
    );
    expect(run(write, { type: 'review' }).phase).toBe('confirm-resend');
  });

  it("focus 'first-empty' starts on the first text field with nothing in it", () => {
    expect(initialForm([{ kind: 'text', name: 'x', label: 'X', initial: 'set' }, ...text], 'first-empty').focus).toBe(
      1,
    );
  });
});
