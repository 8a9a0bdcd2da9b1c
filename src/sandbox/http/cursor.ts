// Opaque cursors for cursor-paged lists: the position of the next item, tagged by list.
export function encodeCursor(list: string, index: number): string {
  return Buffer.from(`${list}:${index}`).toString('base64url');
}

export function decodeCursor(list: string, cursor: string): number | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const m = /^([a-z]+):(\d{1,9})$/.exec(text);
  if (!m || m[1] !== list) return undefined;
  return Number(m[2]);
}
