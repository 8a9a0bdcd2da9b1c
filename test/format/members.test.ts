import { describe, expect, it } from 'vitest';
import {
  accountLabel,
  confirmationMatches,
  confirmationWord,
  memberLabel,
  memberMatches,
  memberRow,
} from '../../src/format/members.js';

const jane = { userId: 'u-1', name: 'Jane Doe', email: 'jane@example.com', role: 'ADMIN', status: 'ACTIVE' };

describe('member formatting', () => {
  it('rows show name, email, role, status; missing values as -, server text escaped', () => {
    expect(memberRow(jane)).toEqual({
      userId: 'u-1',
      name: 'Jane Doe',
      email: 'jane@example.com',
      role: 'ADMIN',
      status: 'ACTIVE',
    });
    expect(memberRow({ id: 'inv', email: 'x@y', name: null })).toMatchObject({
      userId: 'inv',
      name: '-',
      role: '-',
      status: '-',
    });
    expect(memberRow({ ...jane, name: 'Mallory\u001b]0;owned\u0007' }).name).toBe('Mallory\\x1b]0;owned\\x07');
  });

  it('labels say who: name and email, else what is known', () => {
    expect(memberLabel(jane)).toBe('Jane Doe <jane@example.com> (ADMIN)');
    expect(memberLabel({ userId: 'u-2', email: 'a@b', name: null })).toBe('a@b');
    expect(memberLabel({ userId: 'u-3' })).toBe('u-3');
    expect(accountLabel({ id: 'acc', name: 'Acme' })).toBe('Acme (acc)');
    expect(accountLabel({ id: 'acc' })).toBe('acc');
  });

  it('filters on every word across name, email and role', () => {
    expect(memberMatches(jane, '')).toBe(true);
    expect(memberMatches(jane, 'jane admin')).toBe(true);
    expect(memberMatches(jane, 'EXAMPLE.COM')).toBe(true);
    expect(memberMatches(jane, 'jane owner')).toBe(false);
  });

  it('confirmation: the email when known, else the user ID; letter case and outer spaces do not matter', () => {
    expect(confirmationWord(jane, 'u-1')).toEqual({ kind: 'email', value: 'jane@example.com' });
    expect(confirmationWord(null, 'u-9')).toEqual({ kind: 'user ID', value: 'u-9' });
    expect(confirmationMatches('jane@example.com', '  JANE@example.com ')).toBe(true);
    expect(confirmationMatches('jane@example.com', 'jane@example')).toBe(false);
    expect(confirmationMatches('', '')).toBe(false);
  });
});
