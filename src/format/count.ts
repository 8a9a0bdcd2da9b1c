// A count as the screens and commands write it: with thousands separators ("10,000"), the same
// whatever the machine's locale.

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
