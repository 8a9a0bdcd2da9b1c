// A link on a line of its own, whole when it fits and cut with '…' when not: never wrapped, since
// a URL wrapped over lines (with their indent) copies broken from a terminal. The copy-link key
// copies it whole.
import { fit, truncate } from '../../../format/width.js';

/** "Link   (L copies it)" and the URL on the next line, from the first column the view allows. */
export function linkLines(label: string, url: string, labelWidth: number, width: number, hint: string): string[] {
  return [`${fit(label, labelWidth)} ${hint}`, truncate(url, Math.max(8, width))];
}
