import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/commands/errors.js';
import { parseCommandArgs } from '../../../src/commands/shared/args.js';

const options = { 'api-key': { type: 'string' }, json: { type: 'boolean' } } as const;

function usage(argv: string[], allowPositionals = false): string {
  try {
    parseCommandArgs('login', argv, { options, allowPositionals });
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error('expected a usage error');
}

describe('parseCommandArgs', () => {
  it('parses known options', () => {
    const { values } = parseCommandArgs('login', ['--api-key', 'k', '--json'], { options });
    expect(values).toEqual({ 'api-key': 'k', json: true });
  });

  it('names an unknown option and the help to read, without its value', () => {
    const message = usage(['--api-keyy=sk_secret']);
    expect(message).toBe('unknown option --api-keyy for `vigil login`: run `vigil login --help` to see its options');
  });

  it('says an option needs a value', () => {
    expect(usage(['--api-key'])).toMatch(/^option --api-key needs a value/);
    expect(usage(['--api-key', '--json'])).toMatch(/^option --api-key needs a value \(write --name=value/);
  });

  it('says a flag takes no value', () => {
    expect(usage(['--json=yes'])).toBe('option --json takes no value: run `vigil login --help`');
  });

  it('refuses stray arguments without repeating them', () => {
    const message = usage(['sk_pasted_secret']);
    expect(message).not.toContain('sk_pasted_secret');
    expect(message).toContain('takes no arguments');
  });
});
