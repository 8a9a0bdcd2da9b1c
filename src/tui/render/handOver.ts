// Another program on the terminal for a while: the user's editor for a text ($VISUAL, then
// $EDITOR, then vi) and their pager for a log ($PAGER, else `less -R`). The TUI lets go of the
// terminal (HandOver: useHandOver.ts), the program runs with the terminal as its own, and the
// TUI takes it back as it was. A program that fails or is missing changes nothing and is said in
// one sentence.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The programs the terminal is handed to: the variables asked in order, then the fallback. */
export const OUTSIDE_PROGRAMS = {
  editor: { variables: ['VISUAL', 'EDITOR'], fallback: 'vi' },
  pager: { variables: ['PAGER'], fallback: 'less -R' },
} as const;

export type OutsideProgram = keyof typeof OUTSIDE_PROGRAMS;

export interface ChosenProgram {
  kind: OutsideProgram;
  /** A shell command line ("vim", "code --wait", "less -R"): the file, if any, follows it. */
  command: string;
  /** Where it came from: `$EDITOR`, or `the default`. */
  from: string;
}

/** @internal exported for its unit test only */
export function chooseProgram(kind: OutsideProgram, env: NodeJS.ProcessEnv): ChosenProgram {
  const { variables, fallback } = OUTSIDE_PROGRAMS[kind];
  for (const name of variables) {
    const command = env[name]?.trim();
    if (command) return { kind, command, from: `$${name}` };
  }
  return { kind, command: fallback, from: 'the default' };
}

/** Runs `run` with the terminal given up by the TUI, and takes it back however `run` ends. */
export type HandOver = <T>(run: () => Promise<T>) => Promise<T>;

export interface ProgramEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The shell itself could not start. */
  error?: Error;
}

/**
 * Runs `program` through `sh -c` (so a command line with its own options works) with `args`
 * after it, on the terminal; `input`, when given, is its standard input instead of the terminal.
 */
function runProgram(program: ChosenProgram, args: readonly string[], env: NodeJS.ProcessEnv, input?: string) {
  return new Promise<ProgramEnd>((resolve) => {
    const child = spawn('/bin/sh', ['-c', `${program.command} "$@"`, 'sh', ...args], {
      env,
      stdio: [input === undefined ? 'inherit' : 'pipe', 'inherit', 'inherit'],
    });
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
    child.once('close', (code, signal) => resolve({ code, signal }));
    if (input !== undefined && child.stdin) {
      // A pager quit before reading it all closes its end: that is no failure.
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
    }
  });
}

/**
 * What went wrong, as the start of a sentence; undefined when the program ended well.
 * @internal exported for its unit test only
 */
export function programProblem(program: ChosenProgram, end: ProgramEnd): string | undefined {
  const named = `The ${program.kind} "${program.command}" (${program.from})`;
  if (end.error) return `${named} could not start (${end.error.message})`;
  if (end.signal) return `${named} was stopped by ${end.signal}`;
  // sh's own codes: 127 not found, 126 found but not runnable.
  if (end.code === 127) return `${named} was not found`;
  if (end.code === 126) return `${named} could not be run`;
  if (end.code !== 0) return `${named} exited with status ${end.code}`;
  return undefined;
}

export type EditOutcome = { ok: true; text: string } | { ok: false; problem: string };

/**
 * `text` edited in the user's editor, through a private temporary file. The editor's final line
 * break is not part of the text. On any failure the text is as it was (the caller keeps it).
 */
export async function editText(text: string, env: NodeJS.ProcessEnv, handOver: HandOver): Promise<EditOutcome> {
  const program = chooseProgram('editor', env);
  const dir = mkdtempSync(join(tmpdir(), 'vigil-edit-'));
  const file = join(dir, 'text.md');
  try {
    writeFileSync(file, text, { mode: 0o600 });
    const end = await handOver(() => runProgram(program, [file], env));
    const problem = programProblem(program, end);
    if (problem) return { ok: false, problem: `${problem}: the text is as it was.` };
    let edited: string;
    try {
      edited = readFileSync(file, 'utf8');
    } catch {
      return { ok: false, problem: `The ${program.kind} left no file to read back: the text is as it was.` };
    }
    return { ok: true, text: edited.replace(/\r?\n$/, '') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `text` in the user's pager; a problem sentence when it could not be shown, else undefined. */
export async function showInPager(text: string, env: NodeJS.ProcessEnv, handOver: HandOver) {
  const program = chooseProgram('pager', env);
  const end = await handOver(() => runProgram(program, [], env, text));
  const problem = programProblem(program, end);
  return problem ? `${problem}.` : undefined;
}
