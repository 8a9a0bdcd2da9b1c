// The memory's file (issue 26): $XDG_STATE_HOME/vigil/memory-<profile>.json (default
// ~/.local/state/vigil/; VIGIL_CONFIG_DIR/state when VIGIL_CONFIG_DIR is set and XDG_STATE_HOME
// is not, so one variable moves everything vigil writes). Directory 0700, file 0600, written to a
// temporary file and renamed over. Read with limits (src/files.ts, links not followed): a symlink,
// a non-regular file, a file over MEMORY_LIMITS.fileBytes or one that is not a memory is ignored
// with one sentence, never trusted.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLimitedFile } from '../files.js';
import { MEMORY_LIMITS, type Memory, emptyMemory, memoryFromJson, memoryToJson } from '../format/memory.js';
import { resolveStateDir } from './paths.js';

/** Profile names are letters, digits, - and _ (config/profiles.ts): safe in a file name. */
export function memoryFile(env: NodeJS.ProcessEnv, profile: string): string {
  const safe = /^[A-Za-z0-9_-]{1,64}$/.test(profile) ? profile : 'default';
  return join(resolveStateDir(env), `memory-${safe}.json`);
}

export interface LoadedMemory {
  memory: Memory;
  /** One sentence when the file was there but could not be used. */
  notice?: string;
  /** false when the path cannot be replaced (a directory): the notice has said so, saves are skipped. */
  writable?: false;
}

const ignored = (file: string, why: string) =>
  `vigil ignored its memory file ${file} (${why}); it starts afresh and replaces the file on its next look`;

/** The memory of a profile; an empty one (with a notice when there was a file) when it cannot be used. */
export function readMemory(file: string): LoadedMemory {
  const read = readLimitedFile(file, MEMORY_LIMITS.fileBytes, { followLinks: false });
  if (!read.ok) {
    if (read.reason === 'missing') return { memory: emptyMemory() };
    if (read.detail === 'is a directory')
      return {
        memory: emptyMemory(),
        notice: `vigil ignored its memory file ${file} (it is a directory); it remembers nothing until that is removed`,
        writable: false,
      };
    return { memory: emptyMemory(), notice: ignored(file, `it ${read.detail}`) };
  }
  let data: unknown;
  try {
    data = JSON.parse(read.bytes.toString('utf8'));
  } catch {
    return { memory: emptyMemory(), notice: ignored(file, 'it is not valid JSON') };
  }
  const memory = memoryFromJson(data);
  if ('invalid' in memory) return { memory: emptyMemory(), notice: ignored(file, memory.invalid) };
  return { memory };
}

/** Writes the memory by temporary file and rename; returns one sentence when it could not. */
export function writeMemory(file: string, memory: Memory): string | undefined {
  const dir = join(file, '..');
  const temp = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(temp, `${JSON.stringify(memoryToJson(memory))}\n`, { mode: 0o600, flag: 'wx' });
    renameSync(temp, file);
    return undefined;
  } catch (e) {
    rmSync(temp, { force: true });
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    return (
      `vigil could not save its memory in ${file} (${code}): what changed will be compared with the last saved ` +
      `look`
    );
  }
}
