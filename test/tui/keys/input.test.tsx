// The decoder behind Ink's real useInput: each read written to a terminal-like stdin, the events
// the decoder makes of what Ink hands over.
import { Text, useInput, usePaste } from 'ink';
import { describe, expect, it } from 'vitest';
import { decodeKeys, type InputEvent } from '../../../src/tui/keys/input.js';
import { renderTui } from '../harness.js';

function Recorder({ events }: { events: InputEvent[] }) {
  useInput((input, key) => events.push(...decodeKeys(input, key)));
  usePaste((text) => events.push({ kind: 'paste', text }));
  return <Text>ready</Text>;
}

async function decode(...reads: string[]): Promise<Array<string | null>> {
  const events: InputEvent[] = [];
  const tui = renderTui(<Recorder events={events} />);
  await tui.waitForFrame('ready');
  for (const read of reads) await tui.write(read);
  return events.map((e) => (e.kind === 'paste' ? `paste:${JSON.stringify(e.text)}` : e.name));
}

describe('the input decoder', async () => {
  it('gives each key of one read in turn', async () => {
    expect(await decode('jj')).toEqual(['j', 'j']);
    expect(await decode('3]es')).toEqual(['3', ']', 'e', 's']);
    expect(await decode('jjG\r\t\u007f\u0004')).toEqual(['j', 'j', 'G', 'enter', 'tab', 'backspace', 'ctrl+d']);
  });

  it('takes Esc then a key in one read as two keys (vigil binds no Alt keys)', async () => {
    expect(await decode('\u001bj')).toEqual(['escape', 'j']);
    expect(await decode('\u001b\u001b[A')).toEqual(['escape', 'up']);
    expect(await decode('\u001b[A\u001b[Bq')).toEqual(['up', 'down', 'q']);
  });

  it('gives a bracketed paste as one text, never as keys, line breaks and all', async () => {
    expect(await decode('\u001b[200~all good\ny\u001b[201~')).toEqual(['paste:"all good\\ny"']);
    expect(await decode('\u001b[200~q\r', 'y\u001b[201~j')).toEqual(['paste:"q\\ry"', 'j']);
  });

  it('keeps ctrl+c a key', async () => {
    expect(await decode('\u0003')).toEqual(['ctrl+c']);
  });
});
