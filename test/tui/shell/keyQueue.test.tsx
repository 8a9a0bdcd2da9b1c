// The key queue: keys that come in one read are each handled against the state the one before
// left; a key whose command waits for data holds itself and the keys after it until the screen
// draws with the data; an urgent key (ctrl+c, Esc over held keys) acts before the keys queued.
import { describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { Text, useInput, usePaste } from 'ink';
import type { InputEvent } from '../../../src/tui/keys/input.js';
import { useKeyQueue, type KeyResult } from '../../../src/tui/shell/keyQueue.js';
import { renderTui } from '../harness.js';

interface Seen {
  key: string;
  count: number;
}

function keyOf(event: InputEvent): string {
  return event.kind === 'key' ? (event.name ?? '') : `paste:${event.text}`;
}

/** Counts `j`s; `w` waits until `ready`, which `l` sets a moment later (as data comes). */
function Counter({ seen, urgentKeys = [] }: { seen: Seen[]; urgentKeys?: string[] }) {
  const [count, setCount] = useState(0);
  const [ready, setReady] = useState(false);
  const handle = (event: InputEvent): KeyResult => {
    const key = keyOf(event);
    if (key === 'w' && !ready) return 'wait';
    seen.push({ key, count });
    if (key === 'j') setCount((n) => n + 1);
    if (key === 'l') setTimeout(() => setReady(true), 5);
    return 'done';
  };
  const queue = useKeyQueue({
    handle,
    urgent: (event, held) => {
      const key = keyOf(event);
      if (!urgentKeys.includes(key)) return false;
      seen.push({ key: `urgent:${key}${held ? ` over ${held.length}` : ''}`, count });
      return true;
    },
  });
  useInput(queue.onInput);
  usePaste(queue.onPaste);
  // As the shell does: each draw tries a held key again.
  useEffect(() => queue.retry());
  return <Text>{`count ${count} ${ready ? 'ready' : 'waiting'}`}</Text>;
}

describe('useKeyQueue', () => {
  it('keys in one read are each handled against the state the one before left', async () => {
    const seen: Seen[] = [];
    const tui = renderTui(<Counter seen={seen} />);
    await tui.waitForFrame(/count 0/);
    await tui.write('jjjx');
    await tui.waitForFrame((f) => /count 3/.test(f) && seen.length === 4);
    expect(seen).toEqual([
      { key: 'j', count: 0 },
      { key: 'j', count: 1 },
      { key: 'j', count: 2 },
      { key: 'x', count: 3 },
    ]);
  });

  it('a key that waits holds itself and every key after it, those of later reads too', async () => {
    const seen: Seen[] = [];
    const tui = renderTui(<Counter seen={seen} />);
    await tui.waitForFrame(/count 0 waiting/);
    await tui.write('jwj');
    await tui.waitForFrame(/count 1 waiting/);
    expect(seen.map((s) => s.key)).toEqual(['j']);
    // `l` arrives while `w` waits: it queues behind it (it would make the data ready, so a timer does).
    setTimeout(() => void tui.write('l'), 0);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.map((s) => s.key)).toEqual(['j']);
  });

  it('the held keys run in order once the data has come', async () => {
    const seen: Seen[] = [];
    const tui = renderTui(<Counter seen={seen} />);
    await tui.waitForFrame(/count 0 waiting/);
    await tui.write('l');
    await tui.waitForFrame(/ready/);
    await tui.write('wjj');
    await tui.waitForFrame(/count 2 ready/);
    expect(seen.map((s) => s.key)).toEqual(['l', 'w', 'j', 'j']);
  });

  it('an urgent key acts before the keys held for data, and is told how many it drops', async () => {
    const seen: Seen[] = [];
    const tui = renderTui(<Counter seen={seen} urgentKeys={['escape']} />);
    await tui.waitForFrame(/count 0 waiting/);
    await tui.write('wjj');
    await tui.press('escape');
    await tui.waitForFrame(/count 0/);
    expect(seen.map((s) => s.key)).toEqual(['urgent:escape over 3']);
    // The held keys are gone: a new key runs at once.
    await tui.write('j');
    await tui.waitForFrame(/count 1/);
  });

  it('a paste takes its turn among the keys', async () => {
    const seen: Seen[] = [];
    const tui = renderTui(<Counter seen={seen} />);
    await tui.waitForFrame(/count 0/);
    await tui.write('j');
    await tui.paste('abc');
    await tui.write('j');
    await tui.waitForFrame(/count 2/);
    expect(seen).toEqual([
      { key: 'j', count: 0 },
      { key: 'paste:abc', count: 1 },
      { key: 'j', count: 1 },
    ]);
  });
});
