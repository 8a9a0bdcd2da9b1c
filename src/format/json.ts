// JSON for a terminal. JSON.stringify escapes C0 controls but writes DEL, C1 controls, bidi
// marks, zero-width characters and line/paragraph separators raw, and a terminal acts on those
// (a C1 CSI starts an escape sequence, bidi marks reorder the line). Here they are written as
// \uXXXX escapes instead: the text is still JSON and parses to the same value.

// Outside string literals JSON text is ASCII, so replacing these anywhere in JSON text only ever
// touches the inside of strings. Lone surrogates are matched too (JSON.stringify escapes them
// already; JSON text from elsewhere may not).
const UNSAFE = new RegExp(
  [
    String.raw`[\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]`,
    String.raw`[\ud800-\udbff](?![\udc00-\udfff])`, // a high surrogate alone
    String.raw`(?<![\ud800-\udbff])[\udc00-\udfff]`, // a low surrogate alone
  ].join('|'),
  'g',
);

const unicodeEscape = (ch: string): string => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Valid JSON text with every character a terminal could act on written as a \uXXXX escape. */
export function escapeUnsafeJsonText(json: string): string {
  return json.replace(UNSAFE, unicodeEscape);
}

/** JSON.stringify(value, null, indent), safe to print on a terminal (see above). */
export function toSafeJson(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent) as string | undefined;
  return text === undefined ? 'null' : escapeUnsafeJsonText(text);
}
