// A form's text area edited in $EDITOR, in-process: useForm's `edit-outside` command hands the
// terminal over through Ink's suspendTerminal and the row diff (a real editor script runs), the
// saved text comes back into the field, and the screen drawn afterwards is exactly the frame
// (terminal truth: xterm replays every byte, the alternate screen left and entered again). A
// failing editor leaves the field as it was.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Text } from 'ink';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FieldSpecOf } from '../../../src/tui/forms/fields.js';
import { initialForm } from '../../../src/tui/forms/formState.js';
import { useForm, type FormController } from '../../../src/tui/forms/useForm.js';
import { renderInTerminal, type TerminalSession } from '../../helpers/terminal.js';

const dir = mkdtempSync(join(tmpdir(), 'vigil-edit-hook-'));
const savedEditor = process.env.EDITOR;
const savedVisual = process.env.VISUAL;
let session: TerminalSession | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});
afterAll(() => {
  if (savedEditor === undefined) delete process.env.EDITOR;
  else process.env.EDITOR = savedEditor;
  if (savedVisual === undefined) delete process.env.VISUAL;
  else process.env.VISUAL = savedVisual;
  rmSync(dir, { recursive: true, force: true });
});

function editor(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

type Values = { description: string };
type Form = FormController<Values, void>;
const specs: FieldSpecOf<Values>[] = [{ kind: 'textarea', name: 'description', label: 'Description', rows: 3 }];

function Area({ expose }: { expose: (form: Form) => void }) {
  const form = useForm<Values, void>({ init: () => initialForm(specs), send: async () => undefined });
  expose(form);
  const field = form.state.fields.description;
  return <Text>{`text: ${field?.kind === 'textarea' ? field.area.lines.join(' / ') : ''}`}</Text>;
}

function start(): { session: TerminalSession; form: () => Form } {
  let latest: Form | undefined;
  session = renderInTerminal(<Area expose={(f) => (latest = f)} />, { columns: 60, rows: 6 });
  return {
    session,
    form: () => {
      if (!latest) throw new Error('the form has not rendered');
      return latest;
    },
  };
}

describe('useEditInEditor (the edit-outside command of a text area)', () => {
  it("puts the editor's text into the field and draws the frame again whole", async () => {
    delete process.env.VISUAL;
    process.env.EDITOR = editor('writes.sh', `printf 'from the editor\\nsecond line\\n' > "$1"`);
    const { session: s, form } = start();
    await s.waitForText('text:');
    form().dispatch({ type: 'area', edit: { type: 'insert', text: 'typed' } });
    await s.waitForText('text: typed');
    const bytesBefore = s.bytes();
    form().dispatch({ type: 'edit-outside' });
    await s.waitForText('text: from the editor / second line');
    await s.check();
    expect(s.bytes()).toBeGreaterThan(bytesBefore);
  });

  it('leaves the field as it was when the editor fails', async () => {
    delete process.env.VISUAL;
    const ran = join(dir, 'ran');
    process.env.EDITOR = editor('fails.sh', `touch ${ran}; exit 2`);
    const { session: s, form } = start();
    form().dispatch({ type: 'area', edit: { type: 'insert', text: 'kept as typed' } });
    await s.waitForText('text: kept as typed');
    form().dispatch({ type: 'edit-outside' });
    const deadline = Date.now() + 10_000;
    while (!existsSync(ran) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(ran)).toBe(true);
    // The modes went off before the editor started: the text shows again once it is taken back.
    await s.waitForText('text: kept as typed');
    await s.check();
    expect(s.screen().join('\n')).toContain('text: kept as typed');
    const field = form().state.fields.description;
    expect(field?.kind === 'textarea' && field.area.lines).toEqual(['kept as typed']);
  });
});
