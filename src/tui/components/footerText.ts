// The footer's key hints, fitted to the width: this screen's keys first, but `? help` always stays.
import type { Keymap } from '../keys/types.js';
import { displayKey } from '../keys/names.js';
import { displayWidth } from '../../format/width.js';

export interface FooterHint {
  keys: string;
  label: string;
}

export function footerHints(scope: readonly Keymap[]): FooterHint[] {
  const hints: FooterHint[] = [];
  for (const keymap of scope)
    for (const b of keymap) if (b.footer && b.keys[0] !== undefined) hints.push({ keys: displayKey(b.keys[0]), label: b.footer });
  return hints;
}

export function hintWidth(h: FooterHint): number {
  return displayWidth(h.keys) + 1 + displayWidth(h.label);
}

/** The hints that fit in `width` cells, separated by two spaces; `keep` hints are never dropped. */
export function fitHints(hints: readonly FooterHint[], width: number, keep: (h: FooterHint) => boolean): FooterHint[] {
  const kept = hints.filter(keep);
  let used = kept.reduce((sum, h) => sum + hintWidth(h) + 2, 0);
  const chosen = new Set(kept);
  for (const h of hints) {
    if (chosen.has(h)) continue;
    const w = hintWidth(h) + 2;
    if (used + w > width) continue;
    used += w;
    chosen.add(h);
  }
  return hints.filter((h) => chosen.has(h));
}
