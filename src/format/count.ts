// A count as the screens and commands write it: with thousands separators ("10,000"), the same
// whatever the machine's locale. Written by hand rather than with toLocaleString('en-US'): the
// first Intl number format a process makes loads ICU's data, about 8 ms of the TUI's first frame
// (which writes the Checks title's counts).

/** A whole number with a comma between each group of three digits; anything else as String() writes it. */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  const digits = String(Math.abs(n));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = out.length; at < digits.length; at += 3) out += `,${digits.slice(at, at + 3)}`;
  return n < 0 ? `-${out}` : out;
}
