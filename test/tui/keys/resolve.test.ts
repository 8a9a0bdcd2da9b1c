// The one key resolver: first table that binds the key wins; a command runs, gives its reason, or
// waits for its data; a key no table binds is unbound. And the checks that keep tables sane.
import { describe, expect, it } from 'vitest';
import { bindCommands, defineKeymap, loading, unavailable } from '../../../src/tui/keys/commands.js';
import { commandFor, findConflicts, lookup, RESERVED_KEYS, resolveKey } from '../../../src/tui/keys/resolve.js';
import { duplicateIds, reservedKeysUsed } from '../../helpers/keymap-checks.js';

const screen = defineKeymap([
  { id: 'down', keys: ['j', 'down'], description: 'down' },
  { id: 'open', keys: ['enter'], description: 'open' },
  { id: 'pause', keys: ['x'], description: 'pause' },
  { id: 'next', keys: ['n'], description: 'next page' },
]);
const shell = defineKeymap([
  { id: 'back', keys: ['escape'], description: 'back' },
  { id: 'help', keys: ['?', 'j'], description: 'help' },
]);

describe('resolveKey', () => {
  it('runs the command of the first table that binds the key, and only it', () => {
    const ran: string[] = [];
    const tables = [
      bindCommands(screen, {
        down: () => ran.push('down'),
        open: () => ran.push('open'),
        pause: () => ran.push('pause'),
        next: () => ran.push('next'),
      }),
      bindCommands(shell, { back: () => ran.push('back'), help: () => ran.push('help') }),
    ];
    expect(resolveKey(tables, 'j')).toEqual({ kind: 'ran' });
    expect(resolveKey(tables, 'down')).toEqual({ kind: 'ran' });
    expect(resolveKey(tables, '?')).toEqual({ kind: 'ran' });
    expect(ran).toEqual(['down', 'down', 'help']);
  });

  it('gives the reason of a command that cannot run, or says it waits for its data, running nothing', () => {
    const ran: string[] = [];
    const table = bindCommands(screen, {
      down: () => ran.push('down'),
      open: unavailable('No check is selected.'),
      pause: loading('the checks are still loading'),
      next: () => ran.push('next'),
    });
    expect(resolveKey([table], 'enter')).toEqual({ kind: 'unavailable', reason: 'No check is selected.' });
    expect(resolveKey([table], 'x')).toEqual({ kind: 'loading', reason: 'the checks are still loading' });
    expect(ran).toEqual([]);
  });

  it('a key no table binds, a key with no name and a command with no handler are unbound', () => {
    const table = bindCommands(screen, { down: () => undefined, open: () => undefined } as never);
    expect(resolveKey([table], 'q')).toEqual({ kind: 'unbound' });
    expect(resolveKey([table], null)).toEqual({ kind: 'unbound' });
    expect(resolveKey([table], 'x')).toEqual({ kind: 'unbound' });
  });
});

describe('lookup and commandFor', () => {
  it('find the command of a key, the first declared when a table binds it twice', () => {
    const twice = defineKeymap([
      { id: 'a', keys: ['k'], description: 'a' },
      { id: 'b', keys: ['k', 'l'], description: 'b' },
    ]);
    expect(lookup(twice, 'k')?.id).toBe('a');
    expect(commandFor(twice, 'l')).toBe('b');
    expect(commandFor(twice, 'm')).toBeUndefined();
  });
});

describe('table checks', () => {
  it('findConflicts names a key bound to two commands across the tables of one scope', () => {
    expect(findConflicts([screen, shell])).toEqual([{ key: 'j', commands: ['down', 'help'] }]);
    expect(findConflicts([screen])).toEqual([]);
  });

  it('duplicateIds names an id declared twice in one scope', () => {
    expect(duplicateIds([screen, [{ id: 'open', keys: ['o'], description: 'again' }]])).toEqual(['open']);
  });

  it('reservedKeysUsed names the keys left to tmux and the shell', () => {
    expect(RESERVED_KEYS).toContain('ctrl+a');
    expect(reservedKeysUsed([[{ id: 'x', keys: ['ctrl+a', 'x'], description: 'x' }], screen])).toEqual(['ctrl+a']);
  });
});
