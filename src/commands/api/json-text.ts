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
      out += ',' + newline();
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
