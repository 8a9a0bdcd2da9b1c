// The list outputs from hand-made pages: empty pages, the last page, quoting in the next-page command.
import { describe, expect, it } from 'vitest';
import { painter } from '../../../src/commands/shared/ansi.js';
import { parseListOptions } from '../../../src/commands/test-sessions/list-options.js';
import {
  renderListJson,
  renderListMarkdown,
  renderListTable,
} from '../../../src/commands/test-sessions/list-render.js';
import type { TestSessionListEntry } from '../../../src/client/schemas/index.js';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const entry = (id: string, name: string): TestSessionListEntry =>
  ({
    id,
    name,
    provider: 'GITHUB',
    status: 'FAILED',
    running: [],
    passed: ['a'],
    failed: ['b'],
    cancelled: [],
    errorGroupIds: [],
    startedAt: '2024-05-01T11:00:00Z',
    stoppedAt: '2024-05-01T11:01:00Z',
  }) as TestSessionListEntry;
const ID = '7d3c1a52-90b4-4f0e-9a57-1f6f1c2b3a4d';
const view = (argv: string[], items: TestSessionListEntry[], nextId: string | null) => ({
  page: { items, nextId, length: items.length },
  options: parseListOptions(argv),
  global: { readOnly: false },
  now: NOW,
});

describe('list table', () => {
  it('says why a page is empty', () => {
    expect(renderListTable(view([], [], null), 80, painter(false))).toBe('No test sessions yet.\n');
    expect(renderListTable(view(['--status', 'failed'], [], null), 80, painter(false))).toMatch(
      /^No test sessions match these filters/,
    );
    expect(renderListTable(view(['--cursor', 'abc'], [], null), 80, painter(false))).toBe(
      'No more test sessions after this cursor.\n',
    );
  });
  it('says when it is the last page', () => {
    const out = renderListTable(view([], [entry(ID, 'a')], null), 80, painter(false));
    expect(out).toContain('1 session, newest first. This is the last page.');
    expect(out).not.toContain('Next page');
    expect(out.trimEnd().split('\n').at(-1)).toBe(`First session: vigil test-sessions get ${ID}`);
  });
  it('quotes filters and a hostile cursor in the next-page command', () => {
    const out = renderListTable(
      view(['--branch', 'fix it', '--search', "it's"], [entry(ID, 'a')], 'x; rm -rf ~\u001b[2J'),
      80,
      painter(false),
    );
    expect(out).toContain(`Next cursor: x; rm -rf ~\\x1b[2J`);
    expect(out).toContain(
      `Next page:     vigil test-sessions list --cursor 'x; rm -rf ~\\x1b[2J' --branch 'fix it' --search 'it'\\''s'`,
    );
    expect(out).not.toContain('\u001b');
  });
  it('colours the status word only when painting', () => {
    const out = renderListTable(view([], [entry(ID, 'a')], null), 80, painter(true));
    expect(out).toContain('\u001b[31mFAIL  \u001b[39m');
    expect(out).toContain('\u001b[1mSTATUS');
  });
});

describe('list md and json', () => {
  it('md escapes pipes and line breaks in names', () => {
    const out = renderListMarkdown(view([], [entry(ID, 'a | b\nc')], null));
    expect(out.split('\n')[2]).toContain('a \\| b\\\\nc');
  });
  it('json carries the data and the pagination', () => {
    expect(JSON.parse(renderListJson(view([], [entry(ID, 'a')], 'n1')))).toEqual({
      data: [expect.objectContaining({ id: ID })],
      pagination: { nextId: 'n1', length: 1 },
    });
  });
});
