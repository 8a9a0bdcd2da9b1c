import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import type { FieldSpec } from '../../../src/tui/forms/fields.js';
import { formCommands, formTextAction, type ReviewSize } from '../../../src/tui/forms/formBindings.js';
import type { Unavailable } from '../../../src/tui/keys/types.js';
import { plainKey } from '../../../src/tui/keys/names.js';
import { resolveKey } from '../../../src/tui/keys/resolve.js';
import { formReducer, initialForm, type FormAction, type FormState } from '../../../src/tui/forms/formState.js';

const noKey: Key = plainKey();

/** (name, input, key) as the shell passes them, for a few key names. */
function press(state: FormState, name: string, size?: ReviewSize) {
  const key: Key = { ...noKey };
  let input = name.length === 1 ? name : '';
  if (name === 'enter') key.return = true;
  if (name === 'escape') key.escape = true;
  if (name === 'tab' || name === 'shift+tab') key.tab = true;
  if (name === 'shift+tab') key.shift = true;
  if (name === 'up') key.upArrow = true;
  if (name === 'down') key.downArrow = true;
  if (name === 'left') key.leftArrow = true;
  if (name === 'right') key.rightArrow = true;
  if (name === 'backspace') key.backspace = true;
  if (name === 'space') input = ' ';
  if (name.startsWith('ctrl+')) {
    key.ctrl = true;
    input = name.slice(5);
  }
  return formKeyAction(state, name, input, key, size);
}

/** What a key does to the form: a table's action, typed text, its reason, 'ignore', or null (not the form's). */
type FormKeyResult = FormAction | ReturnType<typeof formTextAction> | Unavailable | 'ignore';

/** What a key does to the form, as the engine's table and text handling decide it. */
function formKeyAction(state: FormState, name: string, input: string, key: Key, size?: ReviewSize): FormKeyResult {
  let sent: FormKeyResult = 'ignore';
  const table = formCommands(
    () => state,
    (action) => {
      sent = action;
    },
    size,
  );
  if (!table) return null;
  const command = table.find((c) => c.keys.includes(name as never));
  if (!command) return formTextAction(state, name, input, key) ?? 'ignore';
  if (!command.run) return { unavailable: command.unavailable ?? '' };
  command.run();
  return sent;
}

const specs: FieldSpec[] = [
  { kind: 'text', name: 'id', label: 'ID' },
  { kind: 'textarea', name: 'description', label: 'Description', rows: 3 },
  {
    kind: 'choice',
    name: 'status',
    label: 'Status',
    options: [
      { value: 'A', label: 'A' },
      { value: 'B', label: 'B' },
    ],
  },
  { kind: 'toggle', name: 'notify', label: 'Notify' },
];

function at(focus: number, phase: FormState['phase'] = 'edit'): FormState {
  return { ...initialForm(specs), focus, phase };
}

describe('form keys', () => {
  it('keys the shell would take ("1", "q", "?", ":") are typed into a text field', () => {
    for (const ch of ['1', 'q', '?', ':', 'y'])
      expect(press(at(0), ch)).toEqual({ type: 'line', edit: { type: 'insert', text: ch } });
  });

  it('Tab, Shift+Tab, ctrl+s and Esc work from every field', () => {
    for (const focus of [0, 1, 2, 3]) {
      expect(press(at(focus), 'tab')).toEqual({ type: 'focus-next' });
      expect(press(at(focus), 'shift+tab')).toEqual({ type: 'focus-prev' });
      expect(press(at(focus), 'ctrl+s')).toEqual({ type: 'review' });
      expect(press(at(focus), 'escape')).toEqual({ type: 'escape' });
    }
  });

  it('in the description, Enter adds a line and up/down move inside it until its first/last line', () => {
    let s = at(1);
    expect(press(s, 'enter')).toEqual({ type: 'area', edit: { type: 'newline' } });
    expect(press(s, 'up')).toEqual({ type: 'focus-prev' });
    expect(press(s, 'down')).toEqual({ type: 'focus-next' });
    s = [
      { type: 'area', edit: { type: 'insert', text: 'a\nb\nc' } } as FormAction,
      { type: 'area', edit: { type: 'up' } } as FormAction,
    ].reduce(formReducer, s);
    expect(press(s, 'up')).toEqual({ type: 'area', edit: { type: 'up' } });
    expect(press(s, 'down')).toEqual({ type: 'area', edit: { type: 'down' } });
    expect(press(s, 'q')).toEqual({ type: 'area', edit: { type: 'insert', text: 'q' } });
  });

  it('on one-line fields, up/down and Enter move between fields', () => {
    expect(press(at(0), 'down')).toEqual({ type: 'focus-next' });
    expect(press(at(0), 'enter')).toEqual({ type: 'focus-next' });
    expect(press(at(2), 'up')).toEqual({ type: 'focus-prev' });
  });

  it('space or left/right change a choice and a toggle; other keys are swallowed there', () => {
    expect(press(at(2), 'space')).toEqual({ type: 'choice', delta: 1 });
    expect(press(at(2), 'right')).toEqual({ type: 'choice', delta: 1 });
    expect(press(at(2), 'left')).toEqual({ type: 'choice', delta: -1 });
    expect(press(at(3), 'space')).toEqual({ type: 'toggle' });
    expect(press(at(3), 'left')).toEqual({ type: 'toggle' });
    expect(press(at(3), '1')).toBe('ignore');
    expect(press(at(2), 'q')).toBe('ignore');
  });

  it('review: y sends, n and Esc go back, nothing else does anything', () => {
    expect(press(at(0, 'review'), 'y')).toEqual({ type: 'send' });
    expect(press(at(0, 'review'), 'n')).toEqual({ type: 'back' });
    expect(press(at(0, 'review'), 'escape')).toEqual({ type: 'back' });
    expect(press(at(0, 'review'), 'enter')).toBe('ignore');
    expect(press(at(0, 'review'), 'Y')).toBe('ignore');
  });

  it('review of 30 lines in a room of 10: the send key is refused with a reason until the end was on screen', () => {
    const size: ReviewSize = () => ({ lines: new Array<string>(30).fill('x'), room: 10 });
    let s = at(0, 'review');
    expect(press(s, 'y', size)).toEqual({
      unavailable: expect.stringMatching(/^Not sent: 20 more lines of the request below/),
    });
    expect(press(s, 'down', size)).toEqual({ type: 'scroll', delta: 1, maxTop: 20 });
    expect(press(s, 'pagedown', size)).toEqual({ type: 'scroll', delta: 9, maxTop: 20 });
    s = formReducer(s, { type: 'scroll', delta: 9, maxTop: 20 });
    expect(press(s, 'y', size)).toEqual({ unavailable: expect.stringMatching(/^Not sent: 11 more lines/) });
    s = formReducer(s, { type: 'scroll', delta: 100, maxTop: 20 });
    // Back at the top, it was all seen: y sends.
    s = formReducer(s, { type: 'scroll', delta: -100, maxTop: 20 });
    expect(s.reviewTop).toBe(0);
    expect(press(s, 'y', size)).toEqual({ type: 'send' });

    // The table the shell resolves says the same, and runs nothing while refused.
    const sent: FormAction[] = [];
    const table = formCommands(
      () => at(0, 'review'),
      (a) => sent.push(a),
      size,
    )!;
    expect(resolveKey([table], 'y')).toEqual({ kind: 'unavailable', reason: expect.stringContaining('20 more lines') });
    expect(sent).toEqual([]);
  });

  it('sending again after a timeout takes s, not y, so a double y cannot post twice', () => {
    expect(press(at(0, 'confirm-resend'), 'y')).toBe('ignore');
    expect(press(at(0, 'confirm-resend'), 's')).toEqual({ type: 'send-again' });
    expect(press(at(0, 'confirm-resend'), 'n')).toEqual({ type: 'back' });
  });

  it('leaving with typed text: y leaves; n, Esc and Enter (the default) stay', () => {
    expect(press(at(0, 'confirm-leave'), 'y')).toEqual({ type: 'leave' });
    for (const k of ['n', 'escape', 'enter']) expect(press(at(0, 'confirm-leave'), k)).toEqual({ type: 'back' });
  });

  it("while sending every key is swallowed; once sent the keys are the screen's", () => {
    for (const k of ['y', 'escape', '1', 'ctrl+s']) expect(press(at(0, 'sending'), k)).toBe('ignore');
    expect(press(at(0, 'sent'), 'a')).toBeNull();
    expect(press(at(0, 'left'), 'escape')).toBeNull();
  });
});

describe('form keys by the form options', () => {
  const direct = {
    submit: 'direct',
    enter: 'next-then-submit',
    askBeforeLeaving: false,
    emptyLeaves: false,
    safeToRepeat: true,
    submitText: { description: 'verify and log in', footer: 'log in' },
  } as const;
  const lines: FieldSpec[] = [
    { kind: 'text', name: 'a', label: 'A' },
    { kind: 'text', name: 'b', label: 'B' },
  ];

  it('Enter: the next field, and on the last one it submits (next-then-submit)', () => {
    const s = initialForm(lines, 0, direct);
    expect(press(s, 'enter')).toEqual({ type: 'focus-next' });
    expect(press({ ...s, focus: 1 }, 'enter')).toEqual({ type: 'review' });
    expect(press(initialForm(lines, 0, { ...direct, enter: 'submit' }), 'enter')).toEqual({ type: 'review' });
    expect(press(initialForm(lines, 0, { ...direct, enter: 'next' }), 'enter')).toEqual({ type: 'focus-next' });
  });

  it("the submit key is described as the form says, and Enter's help follows the mode", () => {
    const table = formCommands(
      () => initialForm(lines, 1, direct),
      () => undefined,
    )!;
    expect(table.find((c) => c.keys.includes('ctrl+s'))).toMatchObject({
      description: 'verify and log in',
      footer: 'log in',
    });
    expect(table.find((c) => c.keys.includes('enter'))?.description).toBe('next field; on the last one, go on');
    const submitting = formCommands(
      () => initialForm(lines, 0, { ...direct, enter: 'submit' }),
      () => undefined,
    )!;
    // Enter is the one the footer names; ctrl+s stays in the help.
    expect(submitting.find((c) => c.keys.includes('enter'))).toMatchObject({
      description: 'verify and log in',
      footer: 'log in',
    });
    expect(submitting.find((c) => c.keys.includes('ctrl+s'))?.footer).toBeUndefined();
  });

  it('ctrl+u and ctrl+w edit every text field; ctrl+x empties any field', () => {
    for (const focus of [0, 1]) {
      expect(press(at(focus), 'ctrl+u')).toEqual({
        type: focus === 0 ? 'line' : 'area',
        edit: { type: 'clear-to-start' },
      });
      expect(press(at(focus), 'ctrl+w')).toEqual({
        type: focus === 0 ? 'line' : 'area',
        edit: { type: 'delete-word' },
      });
    }
    for (const focus of [0, 1, 2, 3]) expect(press(at(focus), 'ctrl+x')).toEqual({ type: 'clear' });
  });

  it('several choices: space ticks, left/right move the cursor among them', () => {
    const multi: FieldSpec[] = [
      {
        kind: 'multi',
        name: 'm',
        label: 'M',
        options: [
          { value: 'X', label: 'x' },
          { value: 'Y', label: 'y' },
        ],
      },
    ];
    const s = initialForm(multi, 0, direct);
    expect(press(s, 'space')).toEqual({ type: 'multi-tick' });
    expect(press(s, 'right')).toEqual({ type: 'multi-move', delta: 1 });
    expect(press(s, 'left')).toEqual({ type: 'multi-move', delta: -1 });
    expect(press(s, 'q')).toBe('ignore');
  });
});
