// Turns a zod validation error into one sentence naming the field and why, so the sandbox's
// 400 messages and the checks commands/forms run before sending read the same.
import type * as z from 'zod';

type Issue = z.core.$ZodIssue;

function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

/** Our own messages start with a lower-case verb ("must ..."); zod's defaults get trimmed. */
function reason(issue: Issue): string {
  const msg = issue.message;
  if (/^(must|is) /.test(msg)) return msg;
  switch (issue.code) {
    case 'invalid_type':
      return (issue as { input?: unknown }).input === undefined ? 'is required' : `must be ${article(issue.expected)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${String(issue.maximum)} characters`
        : issue.origin === 'array'
          ? `must have at most ${String(issue.maximum)} items`
          : `must be at most ${String(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must be at least ${String(issue.minimum)} characters`
        : issue.origin === 'array'
          ? `must have at least ${String(issue.minimum)} items`
          : `must be at least ${String(issue.minimum)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'is' : 'are'} not allowed`;
    default:
      return msg.toLowerCase();
  }
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

/**
 * One sentence for the first problem, e.g. `query parameter "limit" must be between 1 and 100`.
 * `subject` names where the value came from: 'query parameter', 'field', 'path parameter'.
 */
export function describeZodError(error: z.ZodError, subject = 'field'): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((k) => `"${fieldName([...issue.path, k])}"`).join(', ');
    return `${subject}${issue.keys.length === 1 ? '' : 's'} ${names} ${reason(issue)}`;
  }
  const name = fieldName(issue.path);
  return name ? `${subject} "${name}" ${reason(issue)}` : `${subject} ${reason(issue)}`;
}
