// A pager over many lines (a result's 10,000-line log): the first line drawn, a search and which
// of its matches is current. Every action is O(1) but the search itself, which runs once per
// change of the query over the lines, never per keypress of movement.

export interface PagerState {
  /** First line drawn. */
  offset: number;
  query: string;
  /** Index into the matches of `query`; -1 when there is none. */
  match: number;
}

export const initialPager: PagerState = { offset: 0, query: '', match: -1 };

export interface PagerGeometry {
  count: number;
  height: number;
}

export type PagerAction =
  | { type: 'scroll'; delta: number }
  | { type: 'page'; direction: 1 | -1 }
  | { type: 'top' }
  | { type: 'bottom' }
  /** A new query: jump to its first match at or after the top line (wrapping to the first). */
  | { type: 'search'; query: string; matches: readonly number[] }
  | { type: 'next'; matches: readonly number[] }
  | { type: 'prev'; matches: readonly number[] };

/** @internal exported for its unit test only */
export function maxOffset({ count, height }: PagerGeometry): number {
  return Math.max(0, count - Math.max(1, height));
}

function clamp(offset: number, geometry: PagerGeometry): number {
  return Math.min(Math.max(0, offset), maxOffset(geometry));
}

/**
 * The offset that shows line `index`: unchanged when it is in view, else with it a third down.
 * @internal exported for its unit test only
 */
export function reveal(offset: number, index: number, geometry: PagerGeometry): number {
  const height = Math.max(1, geometry.height);
  if (index >= offset && index < offset + height) return clamp(offset, geometry);
  return clamp(index - Math.floor(height / 3), geometry);
}

/** Lines (from `start` on) holding `query`, ignoring case. */
export function findMatches(lines: readonly string[], query: string, start = 0): number[] {
  const needle = query.toLowerCase();
  if (needle === '') return [];
  const found: number[] = [];
  for (let i = start; i < lines.length; i++) if (lines[i]!.toLowerCase().includes(needle)) found.push(i);
  return found;
}

function goTo(state: PagerState, match: number, matches: readonly number[], geometry: PagerGeometry): PagerState {
  const line = matches[match];
  if (line === undefined) return { ...state, match: -1 };
  return { ...state, match, offset: reveal(state.offset, line, geometry) };
}

export function pagerReducer(state: PagerState, action: PagerAction, geometry: PagerGeometry): PagerState {
  const page = Math.max(1, geometry.height - 1);
  switch (action.type) {
    case 'scroll':
      return { ...state, offset: clamp(state.offset + action.delta, geometry) };
    case 'page':
      return { ...state, offset: clamp(state.offset + action.direction * page, geometry) };
    case 'top':
      return { ...state, offset: 0 };
    case 'bottom':
      return { ...state, offset: maxOffset(geometry) };
    case 'search': {
      const next = { ...state, query: action.query };
      if (action.matches.length === 0) return { ...next, match: -1 };
      const after = action.matches.findIndex((line) => line >= state.offset);
      return goTo(next, Math.max(0, after), action.matches, geometry);
    }
    case 'next':
    case 'prev': {
      const n = action.matches.length;
      if (n === 0) return { ...state, match: -1 };
      const from = Math.min(state.match, n - 1);
      const step = action.type === 'next' ? 1 : -1;
      const match = from < 0 ? (step > 0 ? 0 : n - 1) : (from + step + n) % n;
      return goTo(state, match, action.matches, geometry);
    }
  }
}
