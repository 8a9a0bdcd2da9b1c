// Building blocks of the detail views: aligned fields, section titles, next-step commands,
// and Markdown code blocks. Values arrive sanitized (src/format/sessions.ts).
import type { Field } from '../../format/fields.js';
import { markdownInline } from '../../format/markdown.js';
import { truncate } from '../../format/width.js';
import type { Paint } from '../shared/ansi.js';

/** `Label        value` lines, labels padded to the longest. */
export function section(title: string, paint: Paint): string {
  return paint(title, 'bold');
}

export interface NextStep {
  what: string;
  command: string;
}

/** What to run next: a short description, then the command on its own line to copy. */
export function nextStepLines(steps: readonly NextStep[], paint: Paint): string[] {
  if (steps.length === 0) return [];
  return ['', section('Next steps', paint), ...steps.flatMap((s) => [`  ${s.what}:`, `    ${s.command}`])];
}

/** `- **Label:** value` lines. */
export function markdownFields(fields: readonly Field[]): string[] {
  return fields.map((f) => `- **${f.label}:** ${markdownInline(f.value)}`);
}

/** A fenced block whose fence is longer than any backtick run inside (sanitized lines). */
export function markdownFence(lines: readonly string[], info = ''): string[] {
  let fence = '```';
  while (lines.some((l) => l.includes(fence))) fence += '`';
  return [fence + info, ...lines, fence];
}

/** Lines to output text: no trailing spaces, one newline at the end. */
export function joinLines(lines: readonly string[]): string {
  return `${lines.map((l) => l.trimEnd()).join('\n')}\n`;
}

/** Log lines longer than this are cut in the terminal and Markdown views (-o json has them whole). */
const LOG_LINE_LIMIT = 400;

export function capLine(line: string, limit = LOG_LINE_LIMIT): string {
  if (line.length <= limit) return line;
  return `${truncate(line, limit)} (${line.length - limit} more characters; -o json has the whole line)`;
}
