// withKeyCheck over the form reducer: a text or text area that holds the key is an error on
// submit (no review); a masked field (the login's key) is not looked at; the form's own check stays.
import { describe, expect, it } from 'vitest';
import type { FieldSpecOf } from '../../../src/tui/forms/fields.js';
import { formReducer, initialForm } from '../../../src/tui/forms/formState.js';
import { reviewedWrite } from '../../../src/tui/forms/formTypes.js';
import { withKeyCheck } from '../../../src/tui/forms/keyCheck.js';

type Values = { name: string; text: string; secret: string };
const specs: FieldSpecOf<Values>[] = [
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'textarea', name: 'text', label: 'Text', rows: 3 },
  { kind: 'text', name: 'secret', label: 'Key', mask: true },
];
const KEY = 'vigil_live_0123456789';
const holdsKey = (text: string) => text.includes(KEY);

function submit(values: Partial<Values>, check = holdsKey, own?: (v: Values) => Partial<Record<keyof Values, string>>) {
  const options = own ? { ...reviewedWrite, check: own } : reviewedWrite;
  let state = withKeyCheck(initialForm<Values>(specs, 0, options), check);
  for (const [name, value] of Object.entries(values))
    state = formReducer(state, { type: 'set', name: name as keyof Values, value, asInitial: true } as never);
  return formReducer(state, { type: 'review' });
}

describe('withKeyCheck', () => {
  it('stops the review at a text or text area that holds the key, saying where', () => {
    const state = submit({ name: `down ${KEY}`, text: `line\nsee ${KEY}` });
    expect(state.phase).toBe('edit');
    expect(state.errors.name).toBe(
      'Name holds the API key: take it out (the key goes only in the Authorization header)',
    );
    expect(state.errors.text).toMatch(/^Text holds the API key/);
  });

  it('lets a masked field hold it, and a form without it go to its review', () => {
    expect(submit({ name: 'down', text: 'ok', secret: KEY }).phase).toBe('review');
  });

  it("keeps the form's own check", () => {
    const state = submit({ name: 'a', text: 'b' }, holdsKey, () => ({ text: 'Text is wrong' }));
    expect(state.errors.text).toBe('Text is wrong');
  });

  it('changes nothing without a test for the key (no client: the login screen)', () => {
    const state = initialForm<Values>(specs);
    expect(withKeyCheck(state, undefined)).toBe(state);
  });
});
