// Long unbroken text (a URL) cut into lines of `width` terminal cells, so all of it can be read
// and selected in a terminal with no browser: never truncated.
import { displayWidth, fit } from '../../../format/width.js';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function wrapCells(text: string, width: number): string[] {
  const room = Math.max(1, width);
  if (displayWidth(text) <= room) return [text];
  const out: string[] = [];
  let line = '';
  let used = 0;
  for (const { segment } of segmenter.segment(text)) {
    const w = displayWidth(segment);
    if (used + w > room && line !== '') {
      out.push(line);
      line = '';
      used = 0;
    }
    line += segment;
    used += w;
  }
  if (line !== '') out.push(line);
  return out;
}

/** "Label   value" with the value wrapped under itself when it is longer than the line. */
export function labelledLines(label: string, value: string, labelWidth: number, width: number): string[] {
  return wrapCells(value, width - labelWidth - 1).map((part, i) => `${fit(i === 0 ? label : '', labelWidth)} ${part}`);
}
