// Generated data for the data modules' unit tests: one seed, a fixed anchor time.
import { generateCatalog } from '../../../src/sandbox/data/catalog.js';
import { generateErrorGroups } from '../../../src/sandbox/data/error-groups.js';
import { generatePeople } from '../../../src/sandbox/data/people.js';
import type { SessionsInput } from '../../../src/sandbox/data/session-table.js';

export const ANCHOR = Date.UTC(2026, 0, 15, 12);

export function sessionsInput(seed = 3, count = 300): SessionsInput {
  const people = generatePeople(seed, ANCHOR);
  const catalog = generateCatalog(seed, { checks: 60, groups: 8 }, ANCHOR);
  return {
    seed,
    count,
    anchor: ANCHOR,
    runningSessionMs: 45_000,
    checks: catalog.checks,
    users: people.users,
    errorGroups: generateErrorGroups(seed, 'project', ANCHOR),
    accountId: people.account.id,
    projectId: 'project',
  };
}
