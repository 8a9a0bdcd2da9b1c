import { describe, expect, it } from 'vitest';
import { overlayReducer, type Overlay } from '../../../src/tui/shell/overlays.js';
import { overlayCommands, type OverlayContext } from '../../../src/tui/shell/overlayCommands.js';
import { resolveKey } from '../../../src/tui/keys/resolve.js';

const noop = () => undefined;

describe('overlay reducer', () => {
  it('opens one overlay at a time and closes it', () => {
    let s = overlayReducer(null, { type: 'help' });
    expect(s).toEqual({ kind: 'help', scroll: 0 });
    s = overlayReducer(s, { type: 'palette' });
    expect(s?.kind).toBe('palette');
    expect(overlayReducer(s, { type: 'close' })).toBeNull();
  });

  it('scrolls the help, never above the top', () => {
    let s = overlayReducer(null, { type: 'help' });
    s = overlayReducer(s, { type: 'scroll', delta: 5 });
    s = overlayReducer(s, { type: 'scroll', delta: -9 });
    expect(s).toEqual({ kind: 'help', scroll: 0 });
  });

  it('edits the palette line, starting the suggestions again, and keeps the selection within the matches', () => {
    let s = overlayReducer(null, { type: 'palette' });
    s = overlayReducer(s, { type: 'select', delta: 3, count: 2 });
    expect(s?.kind === 'palette' && s.selected).toBe(1);
    s = overlayReducer(s, { type: 'edit', edit: { type: 'insert', text: 'se' } });
    expect(s).toEqual({ kind: 'palette', line: { value: 'se', cursor: 2 }, selected: 0 });
    s = overlayReducer(s, { type: 'palette-message', message: 'no' });
    expect(s?.kind === 'palette' && s.message).toBe('no');
  });

  it('a prompt starts with the value it is given and edits it', () => {
    const request = { label: '/', value: '', onChange: noop };
    let s = overlayReducer(null, { type: 'prompt', request });
    s = overlayReducer(s, { type: 'edit', edit: { type: 'insert', text: 'ab' } });
    expect(s?.kind === 'prompt' && s.line.value).toBe('ab');
    // Actions for another overlay change nothing.
    expect(overlayReducer(s, { type: 'scroll', delta: 1 })).toBe(s);
  });
});

describe('overlay command tables', () => {
  function context(overlay: Overlay, run: (arg?: string) => void, check?: (arg: string) => string | undefined) {
    let current: Overlay | null = overlay;
    const ctx: OverlayContext = {
      current: () => current,
      dispatch: (action) => (current = overlayReducer(current, action)),
      quit: noop,
      paletteActions: [{ command: { word: 'session', arg: 'id', description: '' }, run, check }],
      pageLines: 10,
    };
    return { ctx, current: () => current };
  }

  it('the palette refuses an argument its command calls malformed, in place, running nothing', () => {
    const ran: Array<string | undefined> = [];
    const { ctx, current } = context(
      { kind: 'palette', line: { value: 'session nope', cursor: 12 }, selected: 0 },
      (a) => ran.push(a),
      (a) => (a === 'nope' ? 'not an ID' : undefined),
    );
    expect(resolveKey([overlayCommands(current()!, ctx)], 'enter')).toEqual({ kind: 'ran' });
    expect(current()).toMatchObject({ kind: 'palette', message: 'not an ID' });
    expect(ran).toEqual([]);
  });

  it('the palette runs a complete command and closes', () => {
    const ran: Array<string | undefined> = [];
    const { ctx, current } = context(
      { kind: 'palette', line: { value: 'session 42', cursor: 10 }, selected: 0 },
      (a) => ran.push(a),
      () => undefined,
    );
    resolveKey([overlayCommands(current()!, ctx)], 'enter');
    expect(current()).toBeNull();
    expect(ran).toEqual(['42']);
  });

  it('a y/n question: Enter and Esc mean No', () => {
    for (const key of ['enter', 'escape', 'n']) {
      let yes = 0;
      let no = 0;
      const { ctx, current } = context(
        { kind: 'confirm', request: { message: '?', onYes: () => yes++, onNo: () => no++ } },
        noop,
      );
      resolveKey([overlayCommands(current()!, ctx)], key);
      expect([yes, no, current()]).toEqual([0, 1, null]);
    }
  });
});
