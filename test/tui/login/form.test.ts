import { describe, expect, it } from 'vitest';
import { formReducer, formValues, initialForm } from '../../../src/tui/forms/formState.js';
import { loginOptions, loginSpecs } from '../../../src/tui/login/form.js';

describe('login form', () => {
  it('starts on the first empty field and cycles focus', () => {
    let s = initialForm(loginSpecs({ apiKey: 'k' }), 'first-empty', loginOptions);
    expect(s.focus).toBe(1);
    s = formReducer(s, { type: 'focus-next' });
    expect(s.focus).toBe(2);
    s = formReducer(s, { type: 'focus-next' });
    expect(s.focus).toBe(0);
    s = formReducer(s, { type: 'focus-prev' });
    expect(s.focus).toBe(2);
  });

  it('edits the focused field only, and not while verifying; a failure keeps every field and never asks before trying again', () => {
    let s = initialForm(loginSpecs({}), 'first-empty', loginOptions);
    s = formReducer(s, { type: 'line', edit: { type: 'insert', text: 'abc' } });
    expect(formValues(s)).toMatchObject({ apiKey: 'abc', accountId: '' });
    s = formReducer(s, { type: 'review' });
    expect(s.phase).toBe('sending');
    expect(formReducer(s, { type: 'line', edit: { type: 'insert', text: 'x' } })).toBe(s);
    s = formReducer(s, { type: 'failed', failure: { message: 'No answer', uncertain: true } });
    expect(s).toMatchObject({ phase: 'edit', failure: { message: 'No answer', uncertain: false } });
    expect(formValues(s).apiKey).toBe('abc');
    expect(formReducer(s, { type: 'review' }).phase).toBe('sending');
  });
});
