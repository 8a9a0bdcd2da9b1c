// Long unbroken text (a URL) cut into lines of `width` terminal cells, so all of it can be read
// and selected in a terminal with no browser: never truncated.
import { fit, wrapCells } from '../../../format/width.js';

/** "Label   value" with the value wrapped under itself when it is longer than the line. */
export function labelledLines(label: string, value: string, labelWidth: number, width: number): string[] {
  return wrapCells(value, width - labelWidth - 1).map((part, i) => `${fit(i === 0 ? label : '', labelWidth)} ${part}`);
}
