// The overlays over a screen (help, palette, the filter prompt, a y/n question) as one reducer:
// at most one is open, and it owns the keyboard while it is.
import { lineOf, lineReducer, type LineAction, type LineState } from '../state/lineEdit.js';
import type { ConfirmRequest, PromptRequest } from '../state/shell.js';

export type Overlay =
  | { kind: 'help'; scroll: number }
  | { kind: 'palette'; line: LineState; selected: number; message?: string }
  | { kind: 'prompt'; request: PromptRequest; line: LineState }
  | { kind: 'confirm'; request: ConfirmRequest };

export type OverlayAction =
  | { type: 'help' }
  | { type: 'palette' }
  | { type: 'prompt'; request: PromptRequest }
  | { type: 'confirm'; request: ConfirmRequest }
  | { type: 'close' }
  /** Help: scroll by lines (never above the top). */
  | { type: 'scroll'; delta: number }
  /** Palette: move the suggestion cursor within `count` matches. */
  | { type: 'select'; delta: number; count: number }
  /** Palette or prompt: edit the line (the palette's cursor and message start again). */
  | { type: 'edit'; edit: LineAction }
  /** Palette: replace the line and say something (a word that needs its argument, a bad ID). */
  | { type: 'palette-text'; text: string; message: string }
  | { type: 'palette-message'; message: string };

export function overlayReducer(state: Overlay | null, action: OverlayAction): Overlay | null {
  switch (action.type) {
    case 'help':
      return { kind: 'help', scroll: 0 };
    case 'palette':
      return { kind: 'palette', line: lineOf(''), selected: 0 };
    case 'prompt':
      // `/` starts empty: the field shows what is typed now, not a filter from before.
      return { kind: 'prompt', request: action.request, line: lineOf(action.request.value) };
    case 'confirm':
      return { kind: 'confirm', request: action.request };
    case 'close':
      return null;
    case 'scroll':
      if (state?.kind !== 'help') return state;
      return { ...state, scroll: Math.max(0, state.scroll + action.delta) };
    case 'select':
      if (state?.kind !== 'palette') return state;
      return {
        ...state,
        selected: Math.min(Math.max(0, action.count - 1), Math.max(0, state.selected + action.delta)),
      };
    case 'edit': {
      if (state?.kind === 'prompt') {
        const line = lineReducer(state.line, action.edit);
        return line === state.line ? state : { ...state, line };
      }
      if (state?.kind !== 'palette') return state;
      const line = lineReducer(state.line, action.edit);
      return line === state.line ? state : { kind: 'palette', line, selected: 0 };
    }
    case 'palette-text':
      if (state?.kind !== 'palette') return state;
      return { kind: 'palette', line: lineOf(action.text), selected: 0, message: action.message };
    case 'palette-message':
      if (state?.kind !== 'palette') return state;
      return { ...state, message: action.message };
  }
}
