import { describe, expect, it } from 'vitest';
import { chooseNotifyMode, createNotifier, notificationBytes } from '../../../src/tui/model/notify.js';

function sink(isTTY: boolean) {
  const out = { isTTY, text: '', write: (s: string) => (out.text += s) };
  return out;
}

describe('notifications', () => {
  it('OSC 9, or OSC 777 where the terminal asks for it, with no control character inside', () => {
    expect(notificationBytes({}, 'vigil: 2 checks turned failing')).toBe(
      '\u001b]9;vigil: 2 checks turned failing\u0007',
    );
    expect(notificationBytes({ TERM: 'rxvt-unicode-256color' }, 'x')).toBe('\u001b]777;notify;vigil;x\u0007');
    expect(notificationBytes({ VTE_VERSION: '7200' }, 'x')).toBe('\u001b]777;notify;vigil;x\u0007');
    expect(notificationBytes({}, 'a\u0007b\u001b]0;c;d\u009c')).toBe('\u001b]9;a b ]0 c d \u0007');
  });

  it('bell, notification, both or none, and never to a terminal that is not a TTY', () => {
    const cases: Array<[Parameters<typeof createNotifier>[0], string]> = [
      ['bell', '\u0007'],
      ['notification', '\u001b]9;hi\u0007'],
      ['both', '\u001b]9;hi\u0007\u0007'],
      ['none', ''],
    ];
    for (const [mode, bytes] of cases) {
      const tty = sink(true);
      createNotifier(mode, tty, {}).send('hi');
      expect(tty.text).toBe(bytes);
      const pipe = sink(false);
      createNotifier(mode, pipe, {}).send('hi');
      expect(pipe.text).toBe('');
    }
  });

  it('the notify setting, with --bell adding the bell and --no-bell taking it away', () => {
    expect(chooseNotifyMode(undefined, false, undefined)).toBe('none');
    expect(chooseNotifyMode(undefined, true, undefined)).toBe('bell');
    expect(chooseNotifyMode('notification', false, undefined)).toBe('notification');
    expect(chooseNotifyMode('notification', true, true)).toBe('both');
    expect(chooseNotifyMode('both', true, false)).toBe('notification');
    expect(chooseNotifyMode('bell', true, false)).toBe('none');
  });
});
