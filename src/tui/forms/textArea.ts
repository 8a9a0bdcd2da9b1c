// The multi-line editor behind the incident description: lines and a cursor. Enter adds a line;
// left/right cross line ends; up/down keep the column they started from (as editors do), so
// moving through a short line does not pull the cursor to the left for good.
import { wordStart } from '../state/lineEdit.js';

export interface TextAreaState {
  lines: readonly string[];
  /** Cursor line. */
  row: number;
  /** Cursor position in the line, in UTF-16 code units (never inside a surrogate pair). */
  col: number;
  /** Column up/down aim for; null until the first vertical move after a horizontal one. */
  goal: number | null;
}

export type TextAreaAction =
  | { type: 'insert'; text: string }
  | { type: 'newline' }
  | { type: 'backspace' }
  | { type: 'delete' }
  | { type: 'left' }
  | { type: 'right' }
  | { type: 'up' }
  | { type: 'down' }
  | { type: 'home' }
  | { type: 'end' }
  | { type: 'clear-to-start' }
  | { type: 'delete-word' }
  | { type: 'set'; value: string };

/** A text area holding `value`, the cursor at its end. */
export function textAreaOf(value: string): TextAreaState {
  const lines = splitLines(value);
  const row = lines.length - 1;
  return { lines, row, col: lines[row]!.length, goal: null };
}

export function textAreaValue(state: TextAreaState): string {
  return state.lines.join('\n');
}

/** True when the cursor is on the first (or last) line: up (or down) would leave the field. */
export function atFirstLine(state: TextAreaState): boolean {
  return state.row === 0;
}
export function atLastLine(state: TextAreaState): boolean {
  return state.row === state.lines.length - 1;
}

function splitLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n');
}

// Typed or pasted text keeps its line breaks and tabs (as spaces); other controls, and the
// invisible bidi and zero-width marks that would reorder or hide what is drawn, are dropped.
function clean(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '  ')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '');
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Code units of the character before `col` (2 for an astral character such as an emoji). */
function sizeBefore(line: string, col: number): number {
  if (col >= 2 && isLow(line.charCodeAt(col - 1)) && isHigh(line.charCodeAt(col - 2))) return 2;
  return col > 0 ? 1 : 0;
}

function sizeAt(line: string, col: number): number {
  if (col >= line.length) return 0;
  return isHigh(line.charCodeAt(col)) && isLow(line.charCodeAt(col + 1)) ? 2 : 1;
}

/** `col` moved back off a low surrogate, so the cursor never splits a character. */
function snap(line: string, col: number): number {
  const c = Math.min(col, line.length);
  return c > 0 && c < line.length && isLow(line.charCodeAt(c)) && isHigh(line.charCodeAt(c - 1)) ? c - 1 : c;
}

function withLines(lines: string[], row: number, col: number): TextAreaState {
  return { lines, row, col, goal: null };
}

/** `text` (controls dropped) typed at the cursor; its line breaks start new lines. */
function inserted(state: TextAreaState, text: string): TextAreaState {
  if (text === '') return state;
  const { lines, row, col } = state;
  const line = lines[row] ?? '';
  const parts = text.split('\n');
  const before = line.slice(0, col);
  const after = line.slice(col);
  const next = [...lines];
  if (parts.length === 1) {
    next[row] = before + text + after;
    return withLines(next, row, col + text.length);
  }
  const last = parts[parts.length - 1]!;
  next.splice(row, 1, before + parts[0]!, ...parts.slice(1, -1), last + after);
  return withLines(next, row + parts.length - 1, last.length);
}

/** The character before the cursor gone; at the start of a line, the line joined to the one above. */
function backspaced(state: TextAreaState): TextAreaState {
  const { lines, row, col } = state;
  const line = lines[row] ?? '';
  const next = [...lines];
  if (col > 0) {
    const size = sizeBefore(line, col);
    next[row] = line.slice(0, col - size) + line.slice(col);
    return withLines(next, row, col - size);
  }
  if (row === 0) return state;
  const above = lines[row - 1]!;
  next.splice(row - 1, 2, above + line);
  return withLines(next, row - 1, above.length);
}

/** The character under the cursor gone; at the end of a line, the next line joined to it. */
function deleted(state: TextAreaState): TextAreaState {
  const { lines, row, col } = state;
  const line = lines[row] ?? '';
  const next = [...lines];
  if (col < line.length) {
    next[row] = line.slice(0, col) + line.slice(col + sizeAt(line, col));
    return withLines(next, row, col);
  }
  if (row === lines.length - 1) return state;
  next.splice(row, 2, line + lines[row + 1]!);
  return withLines(next, row, col);
}

export function textAreaReducer(state: TextAreaState, action: TextAreaAction): TextAreaState {
  const { lines, row, col } = state;
  const line = lines[row] ?? '';
  switch (action.type) {
    case 'insert':
      return inserted(state, clean(action.text));
    case 'newline': {
      const next = [...lines];
      next.splice(row, 1, line.slice(0, col), line.slice(col));
      return withLines(next, row + 1, 0);
    }
    case 'backspace':
      return backspaced(state);
    case 'delete':
      return deleted(state);
    case 'left':
      if (col > 0) return { ...state, col: col - sizeBefore(line, col), goal: null };
      if (row === 0) return state.goal === null ? state : { ...state, goal: null };
      return { ...state, row: row - 1, col: lines[row - 1]!.length, goal: null };
    case 'right':
      if (col < line.length) return { ...state, col: col + sizeAt(line, col), goal: null };
      if (row === lines.length - 1) return state.goal === null ? state : { ...state, goal: null };
      return { ...state, row: row + 1, col: 0, goal: null };
    case 'up':
    case 'down': {
      const target = action.type === 'up' ? row - 1 : row + 1;
      if (target < 0 || target >= lines.length) return state;
      const goal = state.goal ?? col;
      return { ...state, row: target, col: snap(lines[target]!, goal), goal };
    }
    case 'home':
      return { ...state, col: 0, goal: null };
    case 'end':
      return { ...state, col: line.length, goal: null };
    case 'clear-to-start':
    case 'delete-word': {
      // Within the cursor's line, as in a one-line field.
      const start = action.type === 'clear-to-start' ? 0 : wordStart(line, col);
      if (start === col) return state;
      const next = [...lines];
      next[row] = line.slice(0, start) + line.slice(col);
      return withLines(next, row, start);
    }
    case 'set':
      return textAreaOf(action.value);
  }
}
