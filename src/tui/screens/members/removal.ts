// The steps of removing a member, as one reducer: the list, typing a user ID, the typed
// confirmation, sending. Only a confirmation that matches (the member's email, or the typed user
// ID) sends the DELETE; Enter with nothing typed, or Esc, is No.
import type { Member } from '../../../client/schemas/index.js';
import { Guid } from '../../../client/schemas/index.js';
import { confirmationMatches, confirmationWord } from '../../../format/members.js';
import { lineOf, lineReducer, type LineAction, type LineState } from '../../state/lineEdit.js';
import { schemaCheck } from '../../forms/validation.js';

const checkGuid = schemaCheck(Guid);

export interface RemovalTarget {
  userId: string;
  /** The member as listed; null when a typed user ID is not in the loaded list. */
  member: Member | null;
  /** What must be typed back. */
  expect: { kind: 'email' | 'user ID'; value: string };
}

export type RemovalState =
  | { phase: 'list' }
  | { phase: 'type-id'; line: LineState; error: string | null }
  | { phase: 'confirm'; target: RemovalTarget; line: LineState; error: string | null; failure: string | null }
  | { phase: 'sending'; target: RemovalTarget; line: LineState };

export type RemovalAction =
  | { type: 'type-id' }
  | { type: 'pick'; member: Member }
  | { type: 'edit'; edit: LineAction }
  /** Enter: submit the typed user ID (looked up in `members`) or the typed confirmation. */
  | { type: 'submit'; members: readonly Member[] }
  | { type: 'cancel' }
  | { type: 'removed' }
  | { type: 'failed'; message: string };

export const listState: RemovalState = { phase: 'list' };

function target(userId: string, member: Member | null, typedIn: boolean): RemovalTarget {
  // A typed-in ID is confirmed by typing it again; a picked member by their email.
  const expect = typedIn ? { kind: 'user ID' as const, value: userId } : confirmationWord(member, userId);
  return { userId, member, expect };
}

function confirm(t: RemovalTarget, line = lineOf(''), failure: string | null = null): RemovalState {
  return { phase: 'confirm', target: t, line, error: null, failure };
}

export function removalReducer(state: RemovalState, action: RemovalAction): RemovalState {
  switch (action.type) {
    case 'type-id':
      return state.phase === 'list' ? { phase: 'type-id', line: lineOf(''), error: null } : state;
    case 'pick': {
      if (state.phase !== 'list' || !action.member.userId) return state;
      return confirm(target(action.member.userId.toLowerCase(), action.member, false));
    }
    case 'edit':
      if (state.phase === 'type-id') {
        const line = lineReducer(state.line, action.edit);
        // An error shown stays until the value is fixed, then goes at once.
        const error = state.error === null ? null : checkGuid(line.value.trim()) === null ? null : state.error;
        return { ...state, line, error };
      }
      if (state.phase === 'confirm') return { ...state, line: lineReducer(state.line, action.edit), error: null };
      return state;
    case 'submit': {
      if (state.phase === 'type-id') {
        const typed = state.line.value.trim();
        if (typed === '') return listState;
        const problem = checkGuid(typed);
        if (problem !== null) return { ...state, error: `User ID ${problem}` };
        const userId = typed.toLowerCase();
        const member = action.members.find((m) => m.userId?.toLowerCase() === userId) ?? null;
        return confirm(target(userId, member, true));
      }
      if (state.phase === 'confirm') {
        const typed = state.line.value;
        // The default is No: Enter with nothing typed cancels.
        if (typed.trim() === '') return listState;
        if (!confirmationMatches(state.target.expect.value, typed)) {
          // Cleared, so the next try is typed afresh (not appended to the wrong one).
          return { ...state, line: lineOf(''), error: `That is not the member's ${state.target.expect.kind}: nothing was sent. Type it again, or cancel.` };
        }
        return { phase: 'sending', target: state.target, line: state.line };
      }
      return state;
    }
    case 'cancel':
      return state.phase === 'type-id' || state.phase === 'confirm' ? listState : state;
    case 'removed':
      return state.phase === 'sending' ? listState : state;
    case 'failed':
      // The message stays in place with what was typed, so Enter tries again.
      return state.phase === 'sending' ? confirm(state.target, state.line, action.message) : state;
  }
}
