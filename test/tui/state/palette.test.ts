import { describe, expect, it } from 'vitest';
import { matchPalette, paletteLabel, type PaletteCommand } from '../../../src/tui/state/palette.js';

const commands: PaletteCommand[] = [
  { word: 'checks', description: '' },
  { word: 'check', arg: 'id', description: '' },
  { word: 'groups', description: '' },
  { word: 'session', arg: 'id', description: '' },
  { word: 'sessions', description: '' },
  { word: 'quit', description: '' },
];

const words = (text: string) => matchPalette(commands, text).map((m) => paletteLabel(m.command));

describe('palette matching', () => {
  it('matches by prefix, exact word first', () => {
    expect(words('')).toHaveLength(commands.length);
    expect(words('gr')).toEqual(['groups']);
    expect(words('check')).toEqual(['check <id>', 'checks']);
    expect(words('q')).toEqual(['quit']);
    expect(words('zz')).toEqual([]);
  });

  it('takes an argument after a space, and is complete only with one', () => {
    const [m] = matchPalette(commands, 'check 1234-abcd');
    expect(m).toMatchObject({ arg: '1234-abcd', complete: true });
    expect(m?.command.word).toBe('check');
    const [bare] = matchPalette(commands, 'check');
    expect(bare?.complete).toBe(false);
    expect(matchPalette(commands, 'sess abc').map((x) => x.command.word)).toEqual(['session']);
  });

  it('ignores case of the word', () => {
    expect(words('GROUPS')).toEqual(['groups']);
  });
});
