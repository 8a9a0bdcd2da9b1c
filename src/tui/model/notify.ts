// Desktop notifications beside the bell (issue 26): OSC 9 (iTerm2, WezTerm, Windows Terminal,
// kitty, ghostty) or OSC 777 where the terminal asks for it (rxvt, foot, VTE terminals), as the
// `notify` setting chooses: bell, notification, both or none. Nothing is written to a terminal
// that is not a TTY. The text is the app's own words plus sanitized names: no control character
// can end the sequence early.
export type NotifyMode = 'bell' | 'notification' | 'both' | 'none';

export interface Notifier {
  mode: NotifyMode;
  /** Tells of `text` as the mode says (a bell, a notification, both, nothing). */
  send(text: string): void;
}

/** Whether the terminal takes OSC 777 rather than OSC 9. */
function wantsOsc777(env: NodeJS.ProcessEnv): boolean {
  const term = env.TERM ?? '';
  return term.startsWith('rxvt') || term.startsWith('foot') || env.VTE_VERSION !== undefined;
}

/** Printable text only, one line, short: it goes inside an escape sequence. */
function plain(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f;]/g, ' ').slice(0, 200);
}

/** @internal exported for its unit test only */
export function notificationBytes(env: NodeJS.ProcessEnv, text: string): string {
  const body = plain(text);
  return wantsOsc777(env) ? `\u001b]777;notify;vigil;${body}\u0007` : `\u001b]9;${body}\u0007`;
}

/** The notify mode from the setting and --bell/--no-bell (the flag adds or takes away the bell). */
export function chooseNotifyMode(
  setting: NotifyMode | undefined,
  bell: boolean,
  bellFlag: boolean | undefined,
): NotifyMode {
  const base: NotifyMode = setting ?? (bell ? 'bell' : 'none');
  if (bellFlag === true) return base === 'notification' ? 'both' : base === 'none' ? 'bell' : base;
  if (bellFlag === false) return base === 'both' ? 'notification' : base === 'bell' ? 'none' : base;
  return base;
}

export function createNotifier(
  mode: NotifyMode,
  out: { isTTY?: boolean; write(s: string): unknown },
  env: NodeJS.ProcessEnv,
): Notifier {
  return {
    mode,
    send(text) {
      if (!out.isTTY || mode === 'none') return;
      let bytes = '';
      if (mode === 'notification' || mode === 'both') bytes += notificationBytes(env, text);
      if (mode === 'bell' || mode === 'both') bytes += '\u0007';
      out.write(bytes);
    },
  };
}
