import { describe, expect, it } from 'vitest';
import type { Member } from '../../../../src/client/schemas/index.js';
import { listState, removalReducer, type RemovalAction, type RemovalState } from '../../../../src/tui/screens/members/removal.js';

const jane: Member = { type: 'member', userId: '6F1C2D3E-4A5B-4C6D-8E7F-0123456789AB', name: 'Jane Doe', email: 'Jane@Example.com', role: 'ADMIN' };
const invite: Member = { type: 'invite', id: 'x', email: 'new@example.com', role: 'READ_ONLY' };
const members = [jane];

const run = (state: RemovalState, ...actions: RemovalAction[]) => actions.reduce(removalReducer, state);
const type = (text: string): RemovalAction => ({ type: 'edit', edit: { type: 'insert', text } });
const enter: RemovalAction = { type: 'submit', members };

describe('member removal reducer', () => {
  it('a picked member must be confirmed with their email (any letter case)', () => {
    let s = run(listState, { type: 'pick', member: jane });
    expect(s).toMatchObject({ phase: 'confirm', target: { userId: jane.userId!.toLowerCase(), expect: { kind: 'email', value: 'Jane@Example.com' } } });
    s = run(s, type(' jane@example.COM '), enter);
    expect(s.phase).toBe('sending');
  });

  it('a wrong confirmation sends nothing, says so and is cleared; typing again clears the message', () => {
    let s = run(listState, { type: 'pick', member: jane }, type('john@example.com'), enter);
    expect(s.phase).toBe('confirm');
    expect(s.phase === 'confirm' && s.error).toMatch(/not the member's email: nothing was sent/);
    // The field is empty for the next try, not holding the wrong text.
    expect(s.phase === 'confirm' && s.line).toEqual({ value: '', cursor: 0 });
    s = run(s, type('j'));
    expect(s.phase === 'confirm' && s.error).toBeNull();
    s = run(s, type('ane@example.com'), enter);
    expect(s.phase).toBe('sending');
  });

  it('the default is No: Enter with nothing typed, or Esc, goes back to the list', () => {
    expect(run(listState, { type: 'pick', member: jane }, enter)).toEqual(listState);
    expect(run(listState, { type: 'pick', member: jane }, type('jane'), { type: 'cancel' })).toEqual(listState);
  });

  it('a typed user ID is checked as a GUID, then must be typed again to confirm', () => {
    let s = run(listState, { type: 'type-id' }, type('jane@example.com'), enter);
    expect(s).toMatchObject({ phase: 'type-id', error: 'User ID must be a GUID (8-4-4-4-12 hex digits)' });
    s = run(s, { type: 'edit', edit: { type: 'home' } });
    expect(s.phase === 'type-id' && s.error).not.toBeNull();
    s = run(listState, { type: 'type-id' }, type(jane.userId!), enter);
    // Found in the list: whom is shown, but the typed-in ID is what must be typed back.
    expect(s).toMatchObject({ phase: 'confirm', target: { member: jane, expect: { kind: 'user ID', value: jane.userId!.toLowerCase() } } });
    expect(run(s, type('Jane@Example.com'), enter).phase).toBe('confirm');
    expect(run(s, type(jane.userId!), enter).phase).toBe('sending');
  });

  it('a typed user ID not in the list can still be removed (the server decides)', () => {
    const s = run(listState, { type: 'type-id' }, type('00000000-0000-4000-8000-000000000001'), enter);
    expect(s).toMatchObject({ phase: 'confirm', target: { member: null, expect: { kind: 'user ID' } } });
  });

  it('a failure comes back to the confirmation with the message and the typed text; Enter tries again', () => {
    let s = run(listState, { type: 'pick', member: jane }, type('jane@example.com'), enter, { type: 'failed', message: '403 Forbidden' });
    expect(s).toMatchObject({ phase: 'confirm', failure: '403 Forbidden', line: { value: 'jane@example.com' } });
    s = run(s, enter);
    expect(s.phase).toBe('sending');
    expect(run(s, { type: 'removed' })).toEqual(listState);
  });

  it('while sending, nothing changes it but the answer', () => {
    const s = run(listState, { type: 'pick', member: jane }, type('jane@example.com'), enter);
    expect(run(s, enter, { type: 'cancel' }, type('x'), { type: 'type-id' })).toEqual(s);
  });

  it('a pending invite (no user ID) cannot be picked', () => {
    expect(run(listState, { type: 'pick', member: invite })).toEqual(listState);
  });
});
