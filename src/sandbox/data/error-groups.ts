// Test-session error groups: one per kind of failure message.
import type { ErrorGroup } from '../../client/schemas/index.js';
import { Kind, rngFor, uuidFrom } from '../random.js';
import { ENVIRONMENTS, ERROR_MESSAGES } from './words.js';

export interface ErrorGroupRecord extends ErrorGroup {
  pwtMetadata: Array<{ projectName: string; testFile: string; testTitle: string; suitePath: string[] }> | null;
}

export function generateErrorGroups(seed: number, projectId: string, anchor: number): ErrorGroupRecord[] {
  return ERROR_MESSAGES.map((m, i) => {
    const rng = rngFor(seed, Kind.errorGroup, i);
    const playwright = m.raw.includes('locator') || m.raw.includes('page.goto');
    return {
      id: uuidFrom(seed, Kind.errorGroup, i),
      projectId,
      environments: rng.sample(ENVIRONMENTS, rng.range(1, 3)),
      errorHash: rng.hex(40),
      rawErrorMessage: m.raw,
      cleanedErrorMessage: m.cleaned,
      // replaced by the session generator with the times of the sessions that saw it
      firstSeen: new Date(anchor - 30 * 86_400_000).toISOString(),
      lastSeen: new Date(anchor - 86_400_000).toISOString(),
      archivedUntilNextEvent: i === ERROR_MESSAGES.length - 1,
      pwtMetadata: playwright
        ? [
            {
              projectName: 'chromium',
              testFile: 'tests/checkout.spec.ts',
              testTitle: 'checkout happy path',
              suitePath: ['checkout', 'happy path'],
            },
          ]
        : null,
    };
  });
}
