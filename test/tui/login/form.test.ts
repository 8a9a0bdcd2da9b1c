import { describe, expect, it } from 'vitest';
import { initialLogin, loginReducer } from '../../../src/tui/login/form.js';

describe('login form reducer', () => {
  it('starts on the first empty field and cycles focus', () => {
    let s = initialLogin({ apiKey: 'k' });
    expect(s.focus).toBe(1);
    s = loginReducer(s, { type: 'focus', delta: 1 });
    expect(s.focus).toBe(2);
    s = loginReducer(s, { type: 'focus', delta: 1 });
    expect(s.focus).toBe(0);
    s = loginReducer(s, { type: 'focus', delta: -1 });
    expect(s.focus).toBe(2);
  });

  it('edits the focused field only, and not while busy', () => {
    let s = initialLogin({});
    s = loginReducer(s, { type: 'edit', edit: { type: 'insert', text: 'abc' } });
    expect(s.values.apiKey.value).toBe('abc');
    expect(s.values.accountId.value).toBe('');
    s = loginReducer(s, { type: 'busy' });
    expect(loginReducer(s, { type: 'edit', edit: { type: 'insert', text: 'x' } })).toBe(s);
    s = loginReducer(s, { type: 'failed', error: 'nope' });
    expect(s).toMatchObject({ busy: false, error: 'nope' });
  });
});
