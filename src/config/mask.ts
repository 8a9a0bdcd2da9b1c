// The only form in which an API key is ever shown: its last four characters, and only when the
// key is long enough that four characters give nothing useful away.
const MIN_LENGTH_TO_SHOW_TAIL = 12;

export function maskKey(key: string): string {
  if (key.length < MIN_LENGTH_TO_SHOW_TAIL) return '...';
  return `...${key.slice(-4)}`;
}
