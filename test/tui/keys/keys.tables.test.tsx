// Every command table of the TUI: no key bound twice in one scope, no reserved key, no command
// without a handler. (No key compared by name outside the resolver: test/architecture/key-comparisons.test.ts.)
import { describe, expect, it } from 'vitest';
import { useContext, useMemo, type ComponentType } from 'react';
import { bindCommands } from '../../../src/tui/keys/commands.js';
import { missingHandlers } from '../../helpers/keymap-checks.js';
import { confirmKeymap, helpKeymap, paletteKeymap, promptKeymap } from '../../../src/tui/keys/overlays.js';
import { findConflicts, resolveKey } from '../../../src/tui/keys/resolve.js';
import { duplicateIds, reservedKeysUsed } from '../../helpers/keymap-checks.js';
import { lineEditKeymap } from '../../../src/tui/keys/lineEdit.js';
import { screenKeymap, shellKeymap } from '../../../src/tui/keys/global.js';
import type { CommandTable, Keymap } from '../../../src/tui/keys/types.js';
import { screens } from '../../../src/tui/screens/registry.js';
import type { ScreenDefinition, ScreenProps } from '../../../src/tui/screens/types.js';
import { KeySlotContext, type KeySlot } from '../../../src/tui/state/shell.js';
import { route, type Route } from '../../../src/tui/state/navigation.js';
import { loginKeymap } from '../../../src/tui/login/keymap.js';
import { loginOptions } from '../../../src/tui/login/form.js';
import {
  areaFieldKeymap,
  choiceFieldKeymap,
  editKeymapFor,
  enterKeymaps,
  formEditKeymap,
  formLeaveKeymap,
  formResendKeymap,
  formReviewKeymap,
  formSubmitKeymap,
  lineFieldKeymap,
  multiFieldKeymap,
  toggleFieldKeymap,
} from '../../../src/tui/forms/formKeys.js';
import { incidentSentKeymap } from '../../../src/tui/screens/incident/keymap.js';
import { useTuiSandbox } from '../../helpers/tui.js';
import { waitUntil } from '../screens/sessions/helpers.js';

const global: Keymap = [...shellKeymap, ...screenKeymap(screens)];

/** Every scope: the tables active together. */
const scopes: Array<[string, Keymap[]]> = [
  ...screens.map((s): [string, Keymap[]] => [`screen ${s.name}`, [s.keymap, global]]),
  ['help', [helpKeymap]],
  ['palette', [paletteKeymap, lineEditKeymap]],
  ['prompt', [promptKeymap, lineEditKeymap]],
  ['confirm', [confirmKeymap]],
  [
    'login',
    [editKeymapFor(loginOptions), lineFieldKeymap, enterKeymaps[loginOptions.enter], loginKeymap, lineEditKeymap],
  ],
  ...(['next', 'next-then-submit', 'submit'] as const).flatMap(
    (enter): Array<[string, Keymap[]]> =>
      [formEditKeymap, formSubmitKeymap].flatMap(
        (edit): Array<[string, Keymap[]]> => [
          [
            `form (${edit === formEditKeymap ? 'reviewed' : 'direct'}, Enter ${enter}): text field`,
            [edit, lineFieldKeymap, enterKeymaps[enter], lineEditKeymap],
          ],
          [
            `form (${edit === formEditKeymap ? 'reviewed' : 'direct'}, Enter ${enter}): choice`,
            [edit, choiceFieldKeymap, enterKeymaps[enter]],
          ],
          [
            `form (${edit === formEditKeymap ? 'reviewed' : 'direct'}, Enter ${enter}): toggle`,
            [edit, toggleFieldKeymap, enterKeymaps[enter]],
          ],
          [
            `form (${edit === formEditKeymap ? 'reviewed' : 'direct'}, Enter ${enter}): several choices`,
            [edit, multiFieldKeymap, enterKeymaps[enter]],
          ],
        ],
      ),
  ),
  ['form: text area', [formEditKeymap, areaFieldKeymap, lineEditKeymap]],
  ['form: review', [formReviewKeymap]],
  ['form: send again?', [formResendKeymap]],
  ['form: leave?', [formLeaveKeymap]],
  ['incident: sent', [incidentSentKeymap]],
];

describe('command tables', () => {
  it.each(scopes)('%s: no key twice, no id twice, no reserved key', (_, scope) => {
    expect(findConflicts(scope)).toEqual([]);
    expect(duplicateIds(scope)).toEqual([]);
    expect(reservedKeysUsed(scope)).toEqual([]);
  });

  it('the checks fail on a key bound twice, an id declared twice and a reserved key', () => {
    const a: Keymap = [{ id: 'one', keys: ['x', 'y'], description: '' }];
    const b: Keymap = [
      { id: 'two', keys: ['x'], description: '' },
      { id: 'one', keys: ['z'], description: '' },
    ];
    expect(findConflicts([a, b])).toEqual([{ key: 'x', commands: ['one', 'two'] }]);
    expect(duplicateIds([a, b])).toEqual(['one']);
    expect(reservedKeysUsed([[{ id: 'oops', keys: ['ctrl+k', 'ctrl+j', 'ctrl+d'], description: '' }]])).toEqual([
      'ctrl+k',
      'ctrl+j',
    ]);
  });

  it('a command with no handler is found, and is never run', () => {
    const keymap: Keymap = [
      { id: 'a', keys: ['a'], description: '' },
      { id: 'b', keys: ['b'], description: '' },
    ];
    expect(missingHandlers(keymap, { a: () => undefined })).toEqual(['b']);
    // @ts-expect-error -- a handler missing from the table is a type error
    const table = bindCommands<'a' | 'b'>(keymap as Keymap<'a' | 'b'>, { a: () => undefined });
    expect(resolveKey([table], 'b')).toEqual({ kind: 'unbound' });
  });

  it('runs the command of a key, or gives its reason without running anything', () => {
    let ran = 0;
    const table = bindCommands(confirmKeymap, {
      yes: () => ran++,
      no: { unavailable: 'not now' },
      quit: () => undefined,
    });
    expect(resolveKey([table], 'y')).toEqual({ kind: 'ran' });
    expect(resolveKey([table], 'n')).toEqual({ kind: 'unavailable', reason: 'not now' });
    expect(resolveKey([table], 'ctrl+j')).toEqual({ kind: 'unbound' });
    expect(ran).toBe(1);
  });
});

// Each screen rendered against the sandbox: the table it registers binds every command of its keymap.
const tui = useTuiSandbox();

function recording(Screen: ComponentType<ScreenProps>, tables: CommandTable[]): ComponentType<ScreenProps> {
  return function Recorded(props: ScreenProps) {
    const parent = useContext(KeySlotContext)!;
    // Each answer the screen gives is asked at once, as the shell would when a key arrives.
    const slot = useMemo<KeySlot>(
      () => ({
        ...parent,
        answer: (keys) => {
          parent.answer(keys);
          tables.push(keys().commands);
        },
      }),
      [parent],
    );
    return (
      <KeySlotContext.Provider value={slot}>
        <Screen {...props} />
      </KeySlotContext.Provider>
    );
  };
}

describe('every screen binds every command of its keymap', () => {
  const routes = (): Array<[ScreenDefinition, Route]> => {
    const f = tui.sandbox().fixtures;
    const params: Record<string, Record<string, string>> = {
      check: { id: f.failingCheckId },
      group: { id: String(f.pausedGroupId) },
      session: { id: f.failedSessionId },
      'session-result': { sessionId: f.failedSessionId, resultId: f.failedResultId },
      'error-group': { id: f.errorGroupId },
      alert: { id: '1' },
    };
    return screens.map((s) => [s, route(s.name, params[s.name] ?? {})]);
  };

  it('for each registered screen', async () => {
    for (const [screen, start] of routes()) {
      const tables: CommandTable[] = [];
      const view = tui.open(start, {
        screens: screens.map((s) => (s === screen ? { ...s, component: recording(s.component, tables) } : s)),
      });
      await waitUntil(() => tables.length > 0);
      // Once its data is in, too.
      await new Promise((r) => setTimeout(r, 300));
      for (const table of tables) {
        const unbound = table.filter((c) => !c.run && c.unavailable === undefined).map((c) => c.id);
        expect(unbound, screen.name).toEqual([]);
      }
      const last = tables.at(-1)!;
      expect(
        last.map((c) => c.id),
        screen.name,
      ).toEqual(screen.keymap.map((c) => c.id));
      view.unmount();
    }
  });
});
