import { describe, expect, it } from 'vitest';
import { sessionMeta } from '../../../src/sandbox/data/session-meta.js';
import { SessionTable } from '../../../src/sandbox/data/session-table.js';
import { sessionsInput } from './support.js';

describe('sessionMeta', () => {
  const t = new SessionTable(sessionsInput(3, 300));

  it('is the same every time for a session', () => {
    expect(sessionMeta(t, 42)).toEqual(sessionMeta(t, 42));
  });

  it('gives git metadata to sessions from git providers only, and an invoker when someone is behind them', () => {
    for (let i = 0; i < t.count; i++) {
      const m = sessionMeta(t, i);
      const git = m.provider !== 'API' && m.provider !== 'TRIGGER';
      expect(m.repoUrl !== null, `${i} ${m.provider}`).toBe(git);
      expect(m.branchName !== null).toBe(git);
      expect(m.invoker === null).toBe(m.user === undefined);
      if (m.provider === 'TRIGGER') expect(m.user).toBeUndefined();
    }
  });

  it('puts escape sequences and wide characters into some names', () => {
    expect(sessionMeta(t, 5).name).toContain('\u001b[2J');
    expect(sessionMeta(t, 7).name).toContain('日本語');
  });
});
