// How a screen answers the shell's one question, "what are your keys now?" (useScreenCommands):
// the slot answers from the state the latest render drew, a mode drawn inside the screen answers
// after it (its keys win while it is drawn), and a screen that left never answers.
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { Text } from 'ink';
import { bindCommands, defineKeymap } from '../../../src/tui/keys/commands.js';
import { resolveKey } from '../../../src/tui/keys/resolve.js';
import { KeySlotContext, useScreenCommands } from '../../../src/tui/state/shell.js';
import { createKeySlot } from '../../../src/tui/shell/keySlot.js';
import { renderTui } from '../harness.js';

const listKeys = defineKeymap([
  { id: 'count', keys: ['c'], description: 'count' },
  { id: 'edit', keys: ['e'], description: 'open the mode' },
]);
const modeKeys = defineKeymap([{ id: 'done', keys: ['d'], description: 'close the mode' }]);

function Mode({ onDone }: { onDone: () => void }) {
  useScreenCommands(() => ({ commands: bindCommands(modeKeys, { done: onDone }), onText: () => undefined }));
  return <Text>editing</Text>;
}

function Screen() {
  const [count, setCount] = useState(0);
  const [editing, setEditing] = useState(false);
  useScreenCommands(() => ({
    commands: bindCommands(listKeys, { count: () => setCount((n) => n + 1), edit: () => setEditing(true) }),
    status: `count ${count}`,
  }));
  return (
    <>
      <Text>{`count ${count}`}</Text>
      {editing ? <Mode onDone={() => setEditing(false)} /> : null}
    </>
  );
}

async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
}

describe('useScreenCommands', () => {
  it('answers with the keys and the note of the state the screen last drew', async () => {
    const slot = createKeySlot();
    const drawn: number[] = [];
    slot.subscribe(() => drawn.push(1));
    const tui = renderTui(
      <KeySlotContext.Provider value={slot}>
        <Screen />
      </KeySlotContext.Provider>,
    );
    await tui.waitForFrame(/count 0/);
    expect(slot.ask()?.status).toBe('count 0');
    const before = drawn.length;
    expect(resolveKey([slot.ask()!.commands], 'c')).toEqual({ kind: 'ran' });
    await tui.waitForFrame(/count 1/);
    expect(slot.ask()?.status).toBe('count 1');
    // Each draw says so (the footer asks again, a held key is tried again).
    expect(drawn.length).toBeGreaterThan(before);
  });

  it('a mode drawn inside the screen answers after it while it is drawn; then the screen answers again', async () => {
    const slot = createKeySlot();
    const tui = renderTui(
      <KeySlotContext.Provider value={slot}>
        <Screen />
      </KeySlotContext.Provider>,
    );
    await tui.waitForFrame(/count 0/);
    resolveKey([slot.ask()!.commands], 'e');
    await tui.waitForFrame(/editing/);
    expect(slot.ask()?.commands.map((c) => c.id)).toEqual(['done']);
    expect(slot.ask()?.onText).toBeDefined();
    expect(resolveKey([slot.ask()!.commands], 'c')).toEqual({ kind: 'unbound' });
    resolveKey([slot.ask()!.commands], 'd');
    await tui.waitForFrame((f) => !f.includes('editing'));
    await settle();
    expect(slot.ask()?.commands.map((c) => c.id)).toEqual(['count', 'edit']);
  });

  it('a screen that is no longer shown never answers', async () => {
    const slot = createKeySlot();
    slot.showing('checks');
    const tui = renderTui(
      <KeySlotContext.Provider value={slot}>
        <Screen />
      </KeySlotContext.Provider>,
    );
    await tui.waitForFrame(/count 0/);
    expect(slot.ask()).not.toBeNull();
    slot.showing('checks');
    expect(slot.ask()).not.toBeNull();
    slot.showing('sessions');
    expect(slot.ask()).toBeNull();
  });
});
