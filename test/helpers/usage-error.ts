// The UsageError an options parser throws (a failing test when it throws something else or nothing).
import { expect } from 'vitest';
import { UsageError } from '../../src/commands/errors.js';

export function usageErrorOf(run: () => unknown): Error {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return e as Error;
  }
  throw new Error('expected a usage error');
}
