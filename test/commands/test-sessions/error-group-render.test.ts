// The error group view cuts long raw errors (the sandbox's are all short) and says how to see them whole.
import { describe, expect, it } from 'vitest';
import { painter } from '../../../src/commands/shared/ansi.js';
import {
  renderErrorGroupDetail,
  renderErrorGroupMarkdown,
} from '../../../src/commands/test-sessions/error-group-render.js';

const SESSION = '7d3c1a52-90b4-4f0e-9a57-1f6f1c2b3a4d';
const group = (raw: string) => ({
  id: '0b6f3c2e-8d0a-4c51-9a7e-3f2d1c0b9a88',
  environments: ['production'],
  rawErrorMessage: raw,
  cleanedErrorMessage: 'Boom <n>',
  firstSeen: '2024-05-01T10:00:00Z',
  lastSeen: '2024-05-01T11:00:00Z',
  archivedUntilNextEvent: false,
});
const view = (raw: string, fullError: boolean) => ({
  sessionId: SESSION,
  group: group(raw),
  fullError,
  global: { readOnly: false },
  now: Date.parse('2024-05-01T12:00:00Z'),
});
const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');

describe('error group raw error', () => {
  it('shows the first 6 lines of a long raw error and the command for all of it', () => {
    const out = renderErrorGroupDetail(view(lines(20), false), painter(false));
    expect(out).toContain('Raw error (first 6 lines; 14 more with --full-error)\n  line 1\n');
    expect(out).toContain('  line 6\n\n');
    expect(out).not.toContain('line 7');
    expect(out).toContain(
      `vigil test-sessions get ${SESSION} --error-group 0b6f3c2e-8d0a-4c51-9a7e-3f2d1c0b9a88 --full-error`,
    );
    expect(renderErrorGroupMarkdown(view(lines(20), false))).toContain('### Raw error (first 6 lines)');
  });
  it('shows short raw errors whole, and long ones with --full-error', () => {
    expect(renderErrorGroupDetail(view(lines(8), false), painter(false))).toContain('Raw error\n');
    const full = renderErrorGroupDetail(view(lines(20), true), painter(false));
    expect(full).toContain('  line 20\n');
    expect(full).not.toContain('--full-error');
  });
  it('escapes control characters of the raw error', () => {
    const out = renderErrorGroupDetail(view('bad \u001b[31mred\u001b[0m\r\nnext\u0007', true), painter(false));
    expect(out).toContain('  bad \\x1b[31mred\\x1b[0m\n  next\\x07\n');
  });
});
