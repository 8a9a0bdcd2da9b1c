// A block of labelled values, one per line, the labels padded to the longest: the summary of a
// session, a result, an error group or an incident, in the plain commands and on the screens.

export interface Field {
  label: string;
  value: string;
}

/** `label  value` lines; `styleLabel` dresses the padded label (dim on a terminal), plain by default. */
export function fieldLines(fields: readonly Field[], styleLabel: (padded: string) => string = (l) => l): string[] {
  const width = Math.max(0, ...fields.map((f) => f.label.length));
  return fields.map((f) => `${styleLabel(f.label.padEnd(width))}  ${f.value}`);
}
