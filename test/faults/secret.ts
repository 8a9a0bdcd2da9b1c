// The fake API key the fault, security and input tests use, and the check that it never shows.
import { inspect } from 'node:util';
import { expect } from 'vitest';

/** Distinctive enough that finding it anywhere in output can only mean a leak. */
export const SECRET_KEY = `vk_live_S3CRET_${'7f3a9c1e5b2d4f60'}`;
/** The middle of the key: a leak of part of it (e.g. cut by truncation) still shows this. */
export const SECRET_CORE = 'S3CRET_7f3a9c1e';
export const ACCOUNT_ID = '0b7c4f1e-9d2a-4e63-8f15-3a6c2d9e8b71';

/** Every way an error can end up printed: message, sentence, stack, inspect, JSON. */
export function errorTexts(e: unknown, describe: (e: unknown) => string): string[] {
  const texts = [describe(e), String(e), inspect(e, { depth: 5 }), JSON.stringify(e) ?? ''];
  if (e instanceof Error) texts.push(e.message, e.stack ?? '');
  return texts;
}

/** Fails when any text holds the key, whole or in part (its core), or the `Bearer <key>` header. */
export function expectNoSecret(texts: readonly string[], key: string = SECRET_KEY): void {
  for (const text of texts) {
    expect(text).not.toContain(key);
    if (key === SECRET_KEY) expect(text).not.toContain(SECRET_CORE);
  }
}

const STACK_FRAME = /^\s+at .+[(:]/m;

/**
 * What every failed plain command must print: exactly one line on stderr, `vigil: ...` ending in
 * a full stop, no stack frame, no key; nothing on stdout that holds the key either.
 */
export function expectOneLineError(result: { code: number; stdout: string; stderr: string }, code = 1): void {
  expect(result.code, `exit code; stderr: ${result.stderr}`).toBe(code);
  const lines = result.stderr.split('\n').filter((l) => l !== '');
  expect(lines, `stderr: ${result.stderr}`).toHaveLength(1);
  expect(lines[0]).toMatch(/^vigil: \S/);
  expect(result.stderr).not.toMatch(STACK_FRAME);
  expect(result.stderr).not.toMatch(/\bat (async )?[\w.<>]+ \(/);
  expectNoSecret([result.stdout, result.stderr]);
}
