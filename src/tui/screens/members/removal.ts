// Removing a member, as two small forms on the form engine: typing a user ID (checked as a GUID;
// nothing is sent), then the typed confirmation that sends the DELETE once it matches (the
// member's email, or the typed user ID again). Enter with nothing typed, or Esc, is No; a wrong
// confirmation is emptied so the next try is typed afresh.
import type { Member } from '../../../client/schemas/index.js';
import { Guid } from '../../../client/schemas/helpers.js';
import { confirmationMatches, confirmationWord } from '../../../format/members.js';
import type { FieldSpecOf } from '../../forms/fields.js';
import type { FormOptions } from '../../forms/formTypes.js';
import { schemaCheck } from '../../forms/validation.js';

const checkGuid = schemaCheck(Guid);

export interface RemovalTarget {
  userId: string;
  /** The member as listed; null when a typed user ID is not in the loaded list. */
  member: Member | null;
  /** What must be typed back. */
  expect: { kind: 'email' | 'user ID'; value: string };
}

/** What the screen shows: the list, the user-ID form, or the confirmation of one target. */
export type RemovalStage = { kind: 'list' } | { kind: 'type-id' } | { kind: 'confirm'; target: RemovalTarget };

/** A picked member is confirmed with their email; a typed-in ID by typing it again. */
export function targetFor(userId: string, member: Member | null, typedIn: boolean): RemovalTarget {
  const id = userId.toLowerCase();
  return { userId: id, member, expect: typedIn ? { kind: 'user ID', value: id } : confirmationWord(member, id) };
}

/** The target of a typed user ID: the listed member with that ID, if any. */
export function typedTarget(typed: string, members: readonly Member[]): RemovalTarget {
  const userId = typed.trim().toLowerCase();
  return targetFor(userId, members.find((m) => m.userId?.toLowerCase() === userId) ?? null, true);
}

export type UserIdValues = { userId: string };
export type ConfirmValues = { confirmation: string };

/** Both steps: Enter goes on, nothing typed leaves (No), Esc leaves without asking. */
const stepOptions = { submit: 'direct', enter: 'submit', emptyLeaves: true, askBeforeLeaving: false } as const;

export const typeIdOptions: FormOptions<UserIdValues> = {
  ...stepOptions,
  // Nothing is sent by this step.
  safeToRepeat: true,
  submitText: { description: 'go on to the confirmation (nothing is sent yet)', footer: 'go on' },
  leaveText: { description: 'cancel the removal', footer: 'cancel' },
};

export const confirmOptions: FormOptions<ConfirmValues> = {
  ...stepOptions,
  // A DELETE whose answer was lost may have removed the member: the next try asks first.
  safeToRepeat: false,
  submitText: { description: 'remove the member, once the confirmation matches', footer: 'remove' },
  leaveText: { description: 'cancel the removal', footer: 'cancel' },
};

export const userIdSpecs: readonly FieldSpecOf<UserIdValues>[] = [
  { kind: 'text', name: 'userId', label: 'User ID', validate: (v) => checkGuid(v.trim()) },
];

export function confirmSpecs(target: RemovalTarget): FieldSpecOf<ConfirmValues>[] {
  const { kind, value } = target.expect;
  return [
    {
      kind: 'text',
      name: 'confirmation',
      label: kind === 'email' ? 'Email' : 'User ID',
      clearOnError: true,
      validate: (typed) =>
        confirmationMatches(value, typed)
          ? null
          : `does not match the member's ${kind}: nothing was sent. Type it again, or cancel.`,
    },
  ];
}
