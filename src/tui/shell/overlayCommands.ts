// The command table of the open overlay, bound to the overlay reducer. Palette and prompt also
// take typed text (the line editor's table) for keys their table does not bind.
import { bindCommands } from '../keys/commands.js';
import { confirmKeymap, helpKeymap, paletteKeymap, promptKeymap } from '../keys/overlays.js';
import type { CommandTable } from '../keys/types.js';
import { matchPalette, type PaletteCommand } from '../state/palette.js';
import type { Overlay, OverlayAction } from './overlays.js';

export interface PaletteAction {
  command: PaletteCommand;
  run: (arg: string | undefined) => void;
  /** Why the argument cannot be used (a malformed ID), or undefined when it can. */
  check?: (arg: string) => string | undefined;
}

export interface OverlayContext {
  /** Reads the overlay as it is now (keys can come faster than renders). */
  current: () => Overlay | null;
  dispatch: (action: OverlayAction) => void;
  quit: () => void;
  paletteActions: readonly PaletteAction[];
  /** Lines the help scrolls by a page. */
  pageLines: number;
}

/** Runs the palette's selected match, or says in place why it cannot. */
function runPalette(ov: Extract<Overlay, { kind: 'palette' }>, ctx: OverlayContext): void {
  const matches = matchPalette(
    ctx.paletteActions.map((a) => a.command),
    ov.line.value,
  );
  const match = matches[Math.min(ov.selected, matches.length - 1)];
  if (!match) {
    ctx.dispatch({ type: 'palette-message', message: 'No command matches that.' });
    return;
  }
  if (!match.complete) {
    ctx.dispatch({
      type: 'palette-text',
      text: `${match.command.word} `,
      message: `Type the ${match.command.arg ?? 'argument'} after "${match.command.word}".`,
    });
    return;
  }
  const action = ctx.paletteActions.find((a) => a.command === match.command);
  const problem = match.arg !== undefined ? action?.check?.(match.arg) : undefined;
  if (problem) {
    ctx.dispatch({ type: 'palette-message', message: problem });
    return;
  }
  ctx.dispatch({ type: 'close' });
  action?.run(match.arg);
}

export function overlayCommands(ov: Overlay, ctx: OverlayContext): CommandTable {
  const { dispatch } = ctx;
  switch (ov.kind) {
    case 'help':
      return bindCommands(helpKeymap, {
        close: () => dispatch({ type: 'close' }),
        'move-down': () => dispatch({ type: 'scroll', delta: 1 }),
        'move-up': () => dispatch({ type: 'scroll', delta: -1 }),
        'page-down': () => dispatch({ type: 'scroll', delta: ctx.pageLines }),
        'page-up': () => dispatch({ type: 'scroll', delta: -ctx.pageLines }),
        quit: ctx.quit,
      });
    case 'confirm':
      return bindCommands(confirmKeymap, {
        yes: () => {
          dispatch({ type: 'close' });
          ov.request.onYes();
        },
        no: () => {
          dispatch({ type: 'close' });
          ov.request.onNo?.();
        },
        quit: ctx.quit,
      });
    case 'prompt':
      return bindCommands(promptKeymap, {
        accept: () => {
          dispatch({ type: 'close' });
          ov.request.onDone?.(true);
        },
        cancel: () => {
          dispatch({ type: 'close' });
          ov.request.onChange('');
          ov.request.onDone?.(false);
        },
        quit: ctx.quit,
      });
    case 'palette': {
      const count = () =>
        matchPalette(
          ctx.paletteActions.map((a) => a.command),
          ov.line.value,
        ).length;
      return bindCommands(paletteKeymap, {
        run: () => {
          const now = ctx.current();
          if (now?.kind === 'palette') runPalette(now, ctx);
        },
        close: () => dispatch({ type: 'close' }),
        next: () => dispatch({ type: 'select', delta: 1, count: count() }),
        prev: () => dispatch({ type: 'select', delta: -1, count: count() }),
        quit: ctx.quit,
      });
    }
  }
}

/** Overlays whose unbound keys are typed text. */
export function overlayTakesText(ov: Overlay): boolean {
  return ov.kind === 'palette' || ov.kind === 'prompt';
}
