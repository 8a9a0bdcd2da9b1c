// The footer's key hints, fitted to the width: this screen's keys first, but `? help` always stays.
// A command that cannot act in this view (read-only writes, next page on the last) is not offered;
// one unavailable for now (nothing selected) stays as it is: pressing it says why.
import type { CommandTable } from '../keys/types.js';
import { displayKey } from '../keys/names.js';
import { displayWidth } from '../../format/width.js';

export interface FooterHint {
  keys: string;
  label: string;
}

export function footerHints(scope: readonly CommandTable[]): FooterHint[] {
  const hints: FooterHint[] = [];
  for (const table of scope)
    for (const c of table) {
      if (!c.footer || c.keys[0] === undefined || c.hidden) continue;
      hints.push({ keys: displayKey(c.keys[0]), label: c.footer });
    }
  return hints;
}

function hintWidth(h: FooterHint): number {
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
