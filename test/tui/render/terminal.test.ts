// The row diff's hand-over of the terminal (createTerminalRenderer's leaveScreen): the TUI's
// modes off and the cursor shown while another program has the terminal, nothing written
// meanwhile, and everything drawn again, modes on, when it is taken back.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createTerminalRenderer } from '../../../src/tui/render/terminal.js';
import { SHOW_CURSOR, TUI_MODES_OFF, TUI_MODES_ON } from '../../../src/tui/render/modes.js';

function fakeTerminal() {
  const written: string[] = [];
  const out = Object.assign(new EventEmitter(), {
    columns: 20,
    rows: 3,
    isTTY: false,
    write: (data: string) => written.push(data),
  });
  return { out, written };
}

describe('createTerminalRenderer().leaveScreen', () => {
  it('lets go of the terminal and takes it back with the whole frame drawn again', () => {
    const { out, written } = fakeTerminal();
    const renderer = createTerminalRenderer(out);
    renderer.inkStdout.write('one\ntwo\n');
    const drawn = written.join('');
    expect(drawn).toContain('one');
    written.length = 0;

    const takeBack = renderer.leaveScreen();
    expect(written).toEqual([TUI_MODES_OFF + SHOW_CURSOR]);
    written.length = 0;
    // Frames and controls (a bell) that arrive meanwhile are not written, the latest frame kept.
    renderer.inkStdout.write('one\nthree\n');
    renderer.inkStdout.write('\u0007');
    expect(written).toEqual([]);

    takeBack();
    expect(written[0]).toBe(TUI_MODES_ON);
    const again = written.slice(1).join('');
    // Every row drawn (not a diff against what was there before), the cursor hidden again.
    expect(again).toContain('one');
    expect(again).toContain('three');
    expect(again).toContain('\u001b[?25l');
    expect(renderer.rows()).toEqual(['one', 'three', '']);
    takeBack();
    expect(written.join('').split(TUI_MODES_ON)).toHaveLength(2);
    renderer.dispose();
  });
});
