// The options block of --help, made from an option table.
import { describe, expect, it } from 'vitest';
import { optionsHelp } from '../../../src/commands/shared/options-help.js';
import { defineOptions } from '../../../src/commands/shared/options.js';

describe('optionsHelp', () => {
  it('one line per option: names, value name, what it does, values, range, repeatability, default', () => {
    const help = optionsHelp(
      defineOptions({
        status: { type: 'text', valueName: 'S', multiple: 'list', values: ['failed', 'passed'], description: 'status' },
        limit: { type: 'number', short: 'l', valueName: 'N', min: 1, max: 100, default: 20, description: 'how many' },
        sort: { type: 'text', valueName: 'COL', defaultText: 'newest first', description: 'order' },
        yes: { type: 'flag', short: 'y', description: 'ask nothing' },
      }),
    );
    expect(help).toBe(
      [
        'Options',
        '      --status S  status: failed, passed; repeatable or comma-separated',
        '  -l, --limit N   how many, 1 to 100 (default 20)',
        '      --sort COL  order (default newest first)',
        '  -y, --yes       ask nothing',
        '',
      ].join('\n'),
    );
  });

  it('wraps a long description under itself, within 100 columns', () => {
    const help = optionsHelp(
      defineOptions({ search: { type: 'text', valueName: 'TEXT', description: 'word '.repeat(30).trim() } }),
    );
    const lines = help.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    expect(lines[2]).toMatch(/^ {21}word/);
  });

  it('says so for a command without options of its own', () => {
    expect(optionsHelp({})).toBe('Options\n  none of its own (the global options are below)\n');
  });
});
