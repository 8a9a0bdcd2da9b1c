import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampSelection,
  initialSelection,
  moveCommands,
  selectionReducer,
  type SelectionAction,
} from '../../../src/tui/state/selection.js';

const g = { count: 100, height: 10 };

describe('selection', () => {
  it('moves down and scrolls to keep the cursor in view', () => {
    let s = initialSelection;
    for (let i = 0; i < 12; i++) s = selectionReducer(s, { type: 'move', delta: 1 }, g);
    expect(s).toEqual({ index: 12, offset: 3 });
  });

  it('goes to the bottom and back to the top', () => {
    const bottom = selectionReducer(initialSelection, { type: 'bottom' }, g);
    expect(bottom).toEqual({ index: 99, offset: 90 });
    expect(selectionReducer(bottom, { type: 'top' }, g)).toEqual({ index: 0, offset: 0 });
  });

  it('pages by the window height', () => {
    const s = selectionReducer({ index: 2, offset: 0 }, { type: 'page', direction: 1 }, g);
    expect(s).toEqual({ index: 12, offset: 10 });
    expect(selectionReducer(s, { type: 'page', direction: -1 }, g)).toEqual({ index: 2, offset: 0 });
  });

  it('keeps the cursor inside a list that shrank (filter) or a window that shrank (resize)', () => {
    expect(clampSelection({ index: 50, offset: 45 }, { count: 5, height: 10 })).toEqual({ index: 4, offset: 0 });
    expect(clampSelection({ index: 9, offset: 0 }, { count: 100, height: 4 })).toEqual({ index: 9, offset: 6 });
    expect(clampSelection({ index: 3, offset: 0 }, { count: 0, height: 4 })).toEqual({ index: 0, offset: 0 });
  });

  it('always leaves the cursor on a row and in the window', () => {
    const action = fc.oneof(
      fc.record({ type: fc.constant('move' as const), delta: fc.integer({ min: -30, max: 30 }) }),
      fc.record({ type: fc.constant('page' as const), direction: fc.constantFrom(1 as const, -1 as const) }),
      fc.constantFrom<SelectionAction>({ type: 'top' }, { type: 'bottom' }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 40 }),
        fc.array(action, { maxLength: 30 }),
        (count, height, actions) => {
          let s = initialSelection;
          for (const a of actions) s = selectionReducer(s, a, { count, height });
          expect(s.index).toBeGreaterThanOrEqual(0);
          expect(s.index).toBeLessThan(count);
          expect(s.index).toBeGreaterThanOrEqual(s.offset);
          expect(s.index).toBeLessThan(s.offset + height);
        },
      ),
    );
  });
});

describe('moveCommands', () => {
  it('turns each list key command into its move', () => {
    const moves: SelectionAction[] = [];
    const commands = moveCommands((action) => moves.push(action));
    for (const run of Object.values(commands)) run();
    expect(Object.keys(commands)).toEqual(['move-down', 'move-up', 'top', 'bottom', 'page-down', 'page-up']);
    expect(moves).toEqual([
      { type: 'move', delta: 1 },
      { type: 'move', delta: -1 },
      { type: 'top' },
      { type: 'bottom' },
      { type: 'page', direction: 1 },
      { type: 'page', direction: -1 },
    ]);
  });
});
