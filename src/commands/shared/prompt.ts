// Asking for values on a terminal. Prompts go to stderr so stdout stays clean for scripts.
// Hidden answers (the API key) switch the terminal to raw mode so nothing is echoed; visible
// answers keep the terminal's own line editing. One reader per command keeps any input typed
// ahead for the next question.
import { StringDecoder } from 'node:string_decoder';
import { Cancelled, UsageError } from '../errors.js';
import type { CommandIO } from '../../io.js';

export interface AskOptions {
  hidden?: boolean;
  /** Returned when the answer is empty. */
  defaultValue?: string;
  /** How the default is shown in brackets (a masked key instead of the key); default: itself. */
  defaultLabel?: string;
}

export interface Prompter {
  ask(question: string, o?: AskOptions): Promise<string>;
  /** One line of input without a prompt (for `--api-key -`); null at end of input. */
  line(): Promise<string | null>;
  close(): void;
}

// Cursor keys, bracketed-paste markers and other CSI sequences that raw mode passes through.
const CSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

export function createPrompter(io: CommandIO): Prompter {
  const { stdin, stderr } = io;
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let ended = false;
  let wake: (() => void) | null = null;
  let rawMode = false;

  const onData = (chunk: Buffer | string) => {
    pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
    wake?.();
  };
  const onEnd = () => {
    ended = true;
    wake?.();
  };
  stdin.on('data', onData);
  stdin.on('end', onEnd);

  const setRaw = (on: boolean) => {
    if (stdin.isTTY && typeof stdin.setRawMode === 'function' && rawMode !== on) {
      stdin.setRawMode(on);
      rawMode = on;
    }
  };

  /** Take one line from `pending`, applying the editing keys raw mode delivers as characters. */
  const takeLine = (): string | null => {
    let line = '';
    const text = pending.replace(CSI, '');
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (ch === '\r' || ch === '\n') {
        // A CRLF pair ends one line, not two.
        const next = ch === '\r' && text[i + 1] === '\n' ? i + 2 : i + 1;
        pending = text.slice(next);
        return line;
      }
      if (ch === '\u0003') throw new Cancelled('Cancelled; nothing was changed.');
      if (ch === '\u0004' && line === '') {
        ended = true;
        return null;
      }
      if (ch === '\u007f' || ch === '\b') line = line.slice(0, -1);
      else if (ch === '\u0015') line = '';
      else if (ch >= ' ') line += ch;
    }
    return null;
  };

  const readLine = async (): Promise<string | null> => {
    for (;;) {
      const line = takeLine();
      if (line !== null) return line;
      if (ended) {
        // A last line without a newline (`printf %s "$KEY" | vigil login --api-key -`) still counts.
        if (pending === '') return null;
        pending += '\n';
        return takeLine();
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        stdin.resume();
      });
      wake = null;
    }
  };

  return {
    async ask(question, o = {}) {
      const label = o.defaultLabel ?? o.defaultValue;
      const suffix = label ? ` [${label}]` : '';
      stderr.write(`${question}${suffix}: `);
      setRaw(o.hidden === true);
      let line: string | null;
      try {
        line = await readLine();
      } finally {
        setRaw(false);
        stdin.pause();
        // Raw mode swallowed the Enter the terminal would have echoed.
        if (o.hidden) stderr.write('\n');
      }
      if (line === null) throw new UsageError(`input ended before an answer to "${question}" was given`);
      const answer = line.trim();
      return answer === '' && o.defaultValue !== undefined ? o.defaultValue : answer;
    },
    async line() {
      try {
        return await readLine();
      } finally {
        stdin.pause();
      }
    },
    close() {
      setRaw(false);
      stdin.off('data', onData);
      stdin.off('end', onEnd);
      stdin.pause();
    },
  };
}
