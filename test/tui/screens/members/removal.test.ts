import { describe, expect, it } from 'vitest';
import type { Member } from '../../../../src/client/schemas/index.js';
import {
  formReducer,
  formValues,
  initialForm,
  type FormAction,
  type FormState,
} from '../../../../src/tui/forms/formState.js';
import {
  confirmOptions,
  confirmSpecs,
  targetFor,
  typeIdOptions,
  typedTarget,
  userIdSpecs,
} from '../../../../src/tui/screens/members/removal.js';

const jane: Member = {
  type: 'member',
  userId: '6F1C2D3E-4A5B-4C6D-8E7F-0123456789AB',
  name: 'Jane Doe',
  email: 'Jane@Example.com',
  role: 'ADMIN',
};
const members = [jane];

const run = (state: FormState, ...actions: FormAction[]) => actions.reduce(formReducer, state);
const type = (text: string): FormAction => ({ type: 'line', edit: { type: 'insert', text } });
const enter: FormAction = { type: 'review' };
const confirmJane = () => initialForm(confirmSpecs(targetFor(jane.userId!, jane, false)), 0, confirmOptions);

describe('member removal forms', () => {
  it('a picked member must be confirmed with their email (any letter case); then one DELETE starts', () => {
    expect(targetFor(jane.userId!, jane, false)).toEqual({
      userId: jane.userId!.toLowerCase(),
      member: jane,
      expect: { kind: 'email', value: 'Jane@Example.com' },
    });
    const s = run(confirmJane(), type(' jane@example.COM '), enter);
    expect(s).toMatchObject({ phase: 'sending', sendCount: 1 });
    // Enter again while it is on its way starts nothing.
    expect(run(s, enter)).toBe(s);
  });

  it('a wrong confirmation sends nothing, says so and is cleared; typing again clears the message', () => {
    let s = run(confirmJane(), type('john@example.com'), enter);
    expect(s.phase).toBe('edit');
    expect(s.errors.confirmation).toMatch(/^Email does not match the member's email: nothing was sent/);
    // The field is empty for the next try, not holding the wrong text.
    expect(formValues(s).confirmation).toBe('');
    s = run(s, type('j'));
    expect(s.errors.confirmation).toBeUndefined();
    s = run(s, type('ane@example.com'), enter);
    expect(s.phase).toBe('sending');
  });

  it('the default is No: Enter with nothing typed, or Esc, leaves (no send)', () => {
    expect(run(confirmJane(), enter)).toMatchObject({ phase: 'left', sendCount: 0 });
    expect(run(confirmJane(), type('jane'), { type: 'escape' })).toMatchObject({ phase: 'left', sendCount: 0 });
    expect(run(initialForm(userIdSpecs, 0, typeIdOptions), enter).phase).toBe('left');
  });

  it('a typed user ID is checked as a GUID, then must be typed again to confirm', () => {
    const s = run(initialForm(userIdSpecs, 0, typeIdOptions), type('jane@example.com'), enter);
    expect(s).toMatchObject({ phase: 'edit', errors: { userId: 'User ID must be a GUID (8-4-4-4-12 hex digits)' } });
    // Found in the list: whom is shown, but the typed-in ID is what must be typed back.
    const target = typedTarget(` ${jane.userId!} `, members);
    expect(target).toMatchObject({ member: jane, expect: { kind: 'user ID', value: jane.userId!.toLowerCase() } });
    const confirm = initialForm(confirmSpecs(target), 0, confirmOptions);
    expect(run(confirm, type('Jane@Example.com'), enter).phase).toBe('edit');
    expect(run(confirm, type(jane.userId!), enter).phase).toBe('sending');
    expect(run(initialForm(userIdSpecs, 0, typeIdOptions), type(jane.userId!), enter).phase).toBe('sending');
  });

  it('a typed user ID not in the list can still be removed (the server decides)', () => {
    expect(typedTarget('00000000-0000-4000-8000-000000000001', members)).toMatchObject({
      member: null,
      expect: { kind: 'user ID' },
    });
  });

  it('a failure keeps the typed text; Enter tries again, but after a lost answer it asks first', () => {
    let s = run(confirmJane(), type('jane@example.com'), enter, {
      type: 'failed',
      failure: { message: '403 Forbidden', uncertain: false },
    });
    expect(s).toMatchObject({ phase: 'edit', failure: { message: '403 Forbidden' } });
    expect(formValues(s).confirmation).toBe('jane@example.com');
    s = run(s, enter);
    expect(s).toMatchObject({ phase: 'sending', sendCount: 2 });
    s = run(s, { type: 'failed', failure: { message: 'No answer', uncertain: true } }, enter);
    expect(s.phase).toBe('confirm-resend');
    expect(run(s, { type: 'send-again' })).toMatchObject({ phase: 'sending', sendCount: 3 });
  });
});
