// The form hook: the send runs once per confirmation with the typed values, and the host hears of
// it through its callbacks, once each (no effect in the host watches the phase). Keys go through
// the engine's own table (`mode()`), as a host hands them to the shell.
import { useCallback } from 'react';
import { Text, useInput, type Key } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldSpecOf } from '../../../src/tui/forms/fields.js';
import { formValues, initialForm, type FormOptions, type SendFailure } from '../../../src/tui/forms/formState.js';
import { useForm, type FormController } from '../../../src/tui/forms/useForm.js';
import { decodeKeys } from '../../../src/tui/keys/input.js';
import { keyNameFromInk, resolveKey } from '../../../src/tui/keys/index.js';
import { TimeoutError } from '../../../src/client/index.js';
import { renderTui, type Tui } from '../harness.js';

type Values = { name: string; notify: boolean };
interface Created {
  id: string;
  name: string;
  notify: boolean;
}

const specs: FieldSpecOf<Values>[] = [
  { kind: 'text', name: 'name', label: 'Name', validate: (v) => (v.trim() === '' ? 'must not be empty' : null) },
  { kind: 'toggle', name: 'notify', label: 'Notify' },
];
const direct: FormOptions<Values> = {
  submit: 'direct',
  enter: 'submit',
  askBeforeLeaving: false,
  emptyLeaves: false,
  safeToRepeat: false,
};

/** A send the test answers: each call waits for `answer` or `fail`. */
function pendingSends() {
  const calls: { values: Values; resolve: (r: Created) => void; reject: (e: unknown) => void }[] = [];
  const send = (values: Values) =>
    new Promise<Created>((resolve, reject) => {
      calls.push({ values, resolve, reject });
    });
  return { calls, send };
}

interface Heard {
  sent: Created[];
  left: number;
  failed: SendFailure[];
}

function Probe(props: {
  send: (values: Values) => Promise<Created>;
  heard: Heard;
  expose: (form: FormController<Values, Created>) => void;
}) {
  const form = useForm<Values, Created>({
    init: () => initialForm(specs, 'name', direct),
    send: props.send,
    onSent: (created) => props.heard.sent.push(created),
    onLeft: () => {
      props.heard.left += 1;
    },
    onFailed: (failure) => props.heard.failed.push(failure),
  });
  props.expose(form);
  const handle = useCallback(
    (input: string, key: Key) => {
      for (const event of decodeKeys(input, key)) {
        if (event.kind !== 'key') continue;
        const name = keyNameFromInk(event.input, event.key);
        const mode = form.mode();
        if (resolveKey([mode?.commands ?? []], name).kind === 'unbound') mode?.onText(name, event.input, event.key);
      }
    },
    [form],
  );
  useInput(handle);
  const sent = form.sent ? ` sent ${form.sent.id}` : '';
  return <Text>{`phase ${form.state.phase} name [${form.values.name}]${sent}`}</Text>;
}

const open: Tui[] = [];
afterEach(() => {
  for (const tui of open.splice(0)) tui.unmount();
});

function mount(send: (values: Values) => Promise<Created>) {
  const heard: Heard = { sent: [], left: 0, failed: [] };
  let form: FormController<Values, Created> | undefined;
  const tui = renderTui(<Probe send={send} heard={heard} expose={(f) => (form = f)} />);
  open.push(tui);
  const controller = () => {
    if (!form) throw new Error('the probe has not rendered');
    return form;
  };
  return { tui, heard, controller };
}

describe('useForm', () => {
  it('sends the typed values once and calls onSent once with what the send returned', async () => {
    const sends = pendingSends();
    const { tui, heard, controller } = mount(sends.send);
    await tui.type('api');
    await tui.press('enter');
    await tui.waitForFrame('phase sending');
    // The submit key again while the send is on its way: nothing more is sent.
    await tui.press('enter', 'ctrl+s');
    expect(sends.calls.map((c) => c.values)).toEqual([{ name: 'api', notify: false }]);

    sends.calls[0]!.resolve({ id: 'inc-1', name: 'api', notify: false });
    await tui.waitForFrame('phase sent name [api] sent inc-1');
    expect(heard.sent).toEqual([{ id: 'inc-1', name: 'api', notify: false }]);
    expect(controller().sent).toEqual({ id: 'inc-1', name: 'api', notify: false });
    expect(controller().mode()).toBeNull();

    // Leaving after the send calls onLeft once; onSent is not heard again.
    controller().dispatch({ type: 'leave' });
    await tui.waitForFrame('phase left');
    controller().dispatch({ type: 'leave' });
    expect(heard).toMatchObject({ left: 1, failed: [] });
    expect(heard.sent).toHaveLength(1);
    expect(controller().sent).toBeUndefined();
  });

  it('a field that fails its check sends nothing and calls nothing', async () => {
    const sends = pendingSends();
    const { tui, heard } = mount(sends.send);
    await tui.press('enter');
    await tui.waitForFrame('phase edit');
    expect(sends.calls).toHaveLength(0);
    expect(heard).toEqual({ sent: [], left: 0, failed: [] });
  });

  it('a failed send calls onFailed once, keeps the fields, and a later send calls onSent once', async () => {
    const sends = pendingSends();
    const { tui, heard, controller } = mount(sends.send);
    await tui.type('db');
    await tui.press('enter');
    await tui.waitForFrame('phase sending');
    sends.calls[0]!.reject(new TimeoutError({ method: 'POST', path: '/v1/things' }, 10_000, 'http://h'));
    await tui.waitForFrame('phase edit name [db]');
    expect(heard.failed).toHaveLength(1);
    expect(heard.failed[0]).toMatchObject({ uncertain: true });
    expect(heard.sent).toEqual([]);

    // The outcome is unknown: the next submit asks first, and only the answer sends.
    await tui.press('enter');
    await tui.waitForFrame('phase confirm-resend');
    expect(sends.calls).toHaveLength(1);
    controller().dispatch({ type: 'send-again' });
    await tui.waitForFrame('phase sending');
    sends.calls[1]!.resolve({ id: 'inc-2', name: 'db', notify: false });
    await tui.waitForFrame('sent inc-2');
    expect(heard.sent.map((c) => c.id)).toEqual(['inc-2']);
    expect(heard.failed).toHaveLength(1);
  });

  it('Esc leaves at once (nothing to ask) and onLeft is heard once', async () => {
    const sends = pendingSends();
    const { tui, heard } = mount(sends.send);
    await tui.press('escape');
    await tui.waitForFrame('phase left');
    await tui.press('escape');
    expect(heard.left).toBe(1);
    expect(sends.calls).toHaveLength(0);
  });

  it('field names and values are typed: a misspelled name or a value of the wrong kind does not compile', () => {
    const { controller } = mount(pendingSends().send);
    controller().dispatch({ type: 'set', name: 'notify', value: true });
    expect(formValues(controller().current())).toEqual({ name: '', notify: true });
    // Checked by the compiler (tsc over test/ in npm run check), never run.
    const wrong = (form: FormController<Values, Created>): FieldSpecOf<Values> => {
      // @ts-expect-error: no field is called 'nmae'
      form.dispatch({ type: 'set', name: 'nmae', value: 'x' });
      // @ts-expect-error: 'notify' is a switch, its value a boolean
      form.dispatch({ type: 'set', name: 'notify', value: 'yes' });
      // @ts-expect-error: a text value cannot come from a switch field
      return { kind: 'toggle', name: 'name', label: 'Name' };
    };
    expect(wrong).toBeTypeOf('function');
  });
});
