// Re-indenting JSON text without parsing it into values: numbers keep every digit (a 64-bit ID
// would lose some through JSON.parse), strings keep their escapes, keys keep their order.

/** True when `text` is one JSON document. */
export function isJson(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * `text` (valid JSON, see isJson) re-indented with `indent` spaces, or compact when 0.
 * Empty objects and arrays stay `{}` and `[]`.
 */
export function reformatJson(text: string, indent: number): string {
  let out = '';
  let depth = 0;
  const newline = () => (indent > 0 ? `\n${' '.repeat(depth * indent)}` : '');
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') {
      // Copy the whole string literal, escapes included.
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
      continue;
    }
    if (ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t') continue;
    if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']';
      const next = nextSignificant(text, i + 1);
      if (text[next] === close) {
        out += ch + close;
        i = next;
        continue;
      }
      depth++;
      out += ch + newline();
      continue;
    }
    if (ch === '}' || ch === ']') {
      depth--;
      out += newline() + ch;
      continue;
    }
    if (ch === ',') {
      out += `,${newline()}`;
      continue;
    }
    if (ch === ':') {
      out += indent > 0 ? ': ' : ':';
      continue;
    }
    out += ch;
  }
  return out;
}

function nextSignificant(text: string, from: number): number {
  let i = from;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/** Index just past the JSON value that starts at `from` (after any whitespace). */
function valueEnd(text: string, from: number): number {
  let i = nextSignificant(text, from);
  let depth = 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      if (depth === 0) return i + 1;
      continue;
    }
    if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return i + 1;
      if (depth < 0) return i;
    } else if (depth === 0 && (ch === ',' || /\s/.test(ch))) return i;
  }
  return i;
}

/**
 * The text of member `key` of the JSON object `text` (valid JSON, see isJson), as it is written
 * there (key order, escapes and every digit kept); undefined when `text` is no object or lacks it.
 */
export function jsonMemberText(text: string, key: string): string | undefined {
  let i = nextSignificant(text, 0);
  if (text[i] !== '{') return undefined;
  i++;
  for (;;) {
    i = nextSignificant(text, i);
    if (text[i] !== '"') return undefined;
    const nameEnd = valueEnd(text, i);
    const name = JSON.parse(text.slice(i, nameEnd)) as string;
    i = nextSignificant(text, nameEnd);
    if (text[i] !== ':') return undefined;
    const start = nextSignificant(text, i + 1);
    const end = valueEnd(text, start);
    if (name === key) return text.slice(start, end);
    i = nextSignificant(text, end);
    if (text[i] !== ',') return undefined;
    i++;
  }
}
