// What an ID typed by hand must look like before a screen is opened for it (the palette refuses
// a malformed one in place, with no request and nothing in the history).

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type IdKind = 'guid' | 'number' | 'token';

/** One sentence saying what is wrong with `id`, or undefined when it has the right form. */
export function idProblem(kind: IdKind, id: string): string | undefined {
  const text = id.trim();
  if (text === '') return 'Type the ID after the word.';
  switch (kind) {
    case 'guid':
      return GUID.test(text)
        ? undefined
        : `"${text.slice(0, 40)}" is not an ID: it must be a GUID (8-4-4-4-12 hex digits).`;
    case 'number':
      return /^[1-9][0-9]{0,15}$/.test(text)
        ? undefined
        : `"${text.slice(0, 40)}" is not an ID: it must be a whole number.`;
    case 'token':
      return /\s/.test(text) ? `"${text.slice(0, 40)}" is not an ID: an ID has no spaces.` : undefined;
  }
}
