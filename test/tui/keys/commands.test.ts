import { describe, expect, it } from 'vitest';
import {
  bindCommands,
  defineKeymap,
  notHere,
  readOnlyRefusal,
  requireSelected,
  requireWritable,
} from '../../../src/tui/keys/commands.js';

describe('requireSelected', () => {
  it('names the kind of item when nothing is selected, or says nothing is', () => {
    expect(requireSelected(undefined, 'check', () => () => undefined)).toEqual({
      unavailable: 'No check is selected.',
    });
    expect(requireSelected(null, undefined, () => () => undefined)).toEqual({ unavailable: 'Nothing is selected.' });
  });

  it('hands the selected item to the handler, which may refuse in turn', () => {
    const ran: string[] = [];
    const handler = requireSelected({ id: 'a1' }, 'check', (check) => () => ran.push(check.id));
    expect(typeof handler).toBe('function');
    (handler as () => void)();
    expect(ran).toEqual(['a1']);
    expect(requireSelected({ status: 'PASSED' }, 'session', () => notHere('finished'))).toEqual({
      unavailable: 'finished',
      hidden: true,
    });
  });

  it('keeps an empty string or a zero as a selection', () => {
    expect(typeof requireSelected('', 'member', () => () => undefined)).toBe('function');
    expect(typeof requireSelected(0, 'row', () => () => undefined)).toBe('function');
  });
});

describe('requireWritable', () => {
  it('refuses for the whole run when read-only, and marks the key in the footer', () => {
    const keymap = defineKeymap([{ id: 'pause', keys: ['x'], description: 'pause', footer: 'pause' }]);
    const [pause] = bindCommands(keymap, { pause: requireWritable(true, () => undefined) });
    expect(pause).toMatchObject({ unavailable: readOnlyRefusal.unavailable, hidden: true });
    expect(pause?.run).toBeUndefined();
  });

  it('keeps the handler (or its own refusal) when writes are allowed', () => {
    const run = () => undefined;
    expect(requireWritable(false, run)).toBe(run);
    expect(requireWritable(false, { unavailable: 'No check is selected.' })).toEqual({
      unavailable: 'No check is selected.',
    });
  });
});
