// The memory of the profile a command runs with (issue 26): off with --no-memory or
// `"memory": false` in settings.json; a file that cannot be used is said once on stderr.
import { inspectCredentials } from '../../config/index.js';
import { memoryFile, readMemory, writeMemory } from '../../config/memory-file.js';
import { readSettings } from '../../config/settings.js';
import type { Memory } from '../../format/memory.js';
import { sayOnStderr } from '../report-error.js';
import type { CommandContext } from '../types.js';

export interface MemorySession {
  file: string;
  profile: string;
  memory: Memory;
  /** Saves `next` (and keeps it as `memory`); a failure is one line on stderr, never an error. */
  save(next: Memory): void;
}

/** The profile's memory, or undefined when memory is off. */
export async function openMemory(ctx: CommandContext): Promise<MemorySession | undefined> {
  if (ctx.global.noMemory) return undefined;
  const { settings, problems } = await readSettings(ctx.io.env);
  // Warned about only when it is what decides (the file as a whole, or the memory setting).
  const mine = problems.find((p) => p.key === 'memory');
  if (mine) sayOnStderr(ctx.io, `warning: ${mine.message}`);
  if (settings.memory === false) return undefined;
  const profile = inspectCredentials({ profile: ctx.global.profile, env: ctx.io.env }).profile;
  const file = memoryFile(ctx.io.env, profile);
  const loaded = readMemory(file);
  if (loaded.notice) ctx.io.stderr.write(`${loaded.notice}\n`);
  const session: MemorySession = {
    file,
    profile,
    memory: loaded.memory,
    save(next) {
      if (loaded.writable === false) return;
      const problem = writeMemory(file, next);
      if (problem) ctx.io.stderr.write(`${problem}\n`);
      else session.memory = next;
    },
  };
  return session;
}
