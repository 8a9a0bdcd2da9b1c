// The shell's key path, from the terminal to a command: every key or paste (keys/input.ts), in
// order (keyQueue.ts), is looked up in the tables active now: ctrl+c, then the open overlay's, or
// the screen's (asked of the screen as the key arrives) and the shell's. A command whose data is
// still loading holds the key until it can run; a paste goes to the text field that has the cursor.
import { useInput, usePaste } from 'ink';
import { resolveKey } from '../keys/resolve.js';
import { displayKey } from '../keys/names.js';
import { heldKeysKeymap } from '../keys/global.js';
import { keyHint } from '../keys/commands.js';
import type { InputEvent } from '../keys/input.js';
import type { CommandTable } from '../keys/types.js';
import type { KeySlot, NoticeTone, PasteResult } from '../state/shell.js';
import { lineActionFor, pasteIntoLine } from '../state/textInput.js';
import type { Overlay, OverlayAction } from './overlays.js';
import { overlayCommands, overlayTakesText, type PaletteAction } from './overlayCommands.js';
import { useKeyQueue, type KeyResult } from './keyQueue.js';

export interface ShellKeyContext {
  quitKeys: CommandTable;
  global: CommandTable;
  /** The shown screen's keys, asked for when a key arrives. */
  slot: KeySlot;
  overlay: { readonly current: Overlay | null };
  dispatchOverlay: (action: OverlayAction) => void;
  notify: (text: string, tone: NoticeTone) => void;
  /** Clears an error notice (it stays until the next key). */
  keyPressed: () => void;
  quit: () => void;
  paletteActions: readonly PaletteAction[];
  /** Lines the help scrolls by a page. */
  pageLines: number;
}

const NOTHING_TAKES_TEXT = 'the paste was ignored: no text field has the cursor here';

function pasteNote(result: PasteResult): string | undefined {
  return result === null ? NOTHING_TAKES_TEXT : result;
}

/** A paste into the open overlay's line (the palette, a filter prompt). */
function pasteIntoOverlay(ov: Overlay, text: string, ctx: ShellKeyContext): string | undefined {
  if (!overlayTakesText(ov)) return NOTHING_TAKES_TEXT;
  const line = pasteIntoLine(text);
  ctx.dispatchOverlay({ type: 'edit', edit: { type: 'insert', text: line.text } });
  const after = ctx.overlay.current;
  if (ov.kind === 'prompt' && after?.kind === 'prompt') ov.request.onChange(after.line.value);
  return line.note;
}

function overlayKey(ov: Overlay, event: InputEvent & { kind: 'key' }, ctx: ShellKeyContext): void {
  const table = overlayCommands(ov, {
    current: () => ctx.overlay.current,
    dispatch: ctx.dispatchOverlay,
    quit: ctx.quit,
    paletteActions: ctx.paletteActions,
    pageLines: ctx.pageLines,
  });
  if (resolveKey([table], event.name).kind !== 'unbound' || !overlayTakesText(ov)) return;
  const edit = lineActionFor(event.name, event.input, event.key);
  if (!edit) return;
  ctx.dispatchOverlay({ type: 'edit', edit });
  const after = ctx.overlay.current;
  if (ov.kind === 'prompt' && after?.kind === 'prompt' && after.line.value !== ov.line.value)
    ov.request.onChange(after.line.value);
}

/** A paste: into the open overlay's line, else to the screen's text field, if one takes it. */
function handlePaste(text: string, ctx: ShellKeyContext): void {
  const ov = ctx.overlay.current;
  const screen = ov ? null : ctx.slot.ask();
  const note = ov ? pasteIntoOverlay(ov, text, ctx) : pasteNote(screen?.onPaste ? screen.onPaste(text) : null);
  if (note) ctx.notify(note, 'info');
}

/** One key or paste against the tables as they are now: the screen's are asked for at this moment. */
function handleEvent(event: InputEvent, ctx: ShellKeyContext): KeyResult {
  if (event.kind === 'key' && resolveKey([ctx.quitKeys], event.name).kind === 'ran') return 'done';
  ctx.keyPressed();
  if (event.kind === 'paste') {
    handlePaste(event.text, ctx);
    return 'done';
  }
  const ov = ctx.overlay.current;
  if (ov) {
    overlayKey(ov, event, ctx);
    return 'done';
  }
  const screen = ctx.slot.ask();
  // A text mode (a form) keeps every key: its table first, then typed text.
  const tables = screen?.onText ? [screen.commands] : [screen?.commands ?? [], ctx.global];
  const outcome = resolveKey(tables, event.name);
  if (outcome.kind === 'loading') {
    const key = event.name ? displayKey(event.name) : 'the key';
    ctx.notify(
      `${key} waits: ${outcome.reason} (${keyHint(heldKeysKeymap, 'drop-held', 'drop the keys typed ahead')})`,
      'info',
    );
    return 'wait';
  }
  if (outcome.kind === 'unavailable') ctx.notify(outcome.reason, 'info');
  else if (outcome.kind === 'unbound') screen?.onText?.(event.name, event.input, event.key);
  return 'done';
}

/** Ctrl+c quits before the keys still queued; Esc drops the keys held for data. */
function urgentEvent(event: InputEvent, held: readonly InputEvent[] | null, ctx: ShellKeyContext): boolean {
  if (event.kind !== 'key') return false;
  if (resolveKey([ctx.quitKeys], event.name).kind === 'ran') return true;
  if (!held || resolveKey([heldKeysKeymap.map((c) => ({ ...c, run: () => undefined }))], event.name).kind !== 'ran')
    return false;
  ctx.notify(`dropped ${held.length === 1 ? 'the key' : `${held.length} keys`} typed ahead`, 'info');
  return true;
}

/** Subscribes to the terminal's keys; returns what the screens call when they draw (a held key is tried again). */
export function useShellKeys(ctx: ShellKeyContext): () => void {
  const queue = useKeyQueue({
    handle: (event) => handleEvent(event, ctx),
    urgent: (event, held) => urgentEvent(event, held, ctx),
  });
  useInput(queue.onInput);
  // Ink's usePaste switches bracketed paste on while the TUI runs (and off after it): a paste
  // comes whole, apart from the keys, and takes its turn among them.
  usePaste(queue.onPaste);
  return queue.retry;
}
