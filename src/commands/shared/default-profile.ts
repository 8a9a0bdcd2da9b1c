// The settings file's default profile for a plain command (config/settings.ts).
import { sayOnStderr } from '../report-error.js';
import type { CommandContext } from '../types.js';

/**
 * The settings file's default profile, when neither --profile nor VIGIL_PROFILE chose one: set
 * on ctx.global, so next-step commands printed later name the profile that was used.
 */
export async function applyDefaultProfile(ctx: CommandContext): Promise<void> {
  if (ctx.global.profile !== undefined || ctx.io.env.VIGIL_PROFILE) return;
  const { readSettings } = await import('../../config/settings.js');
  const { settings, problems } = await readSettings(ctx.io.env);
  // A plain command reads only defaultProfile: it warns (once) only about what it would have
  // used, and runs; the TUI's preferences are the TUI's to report.
  const mine = problems.find((p) => p.key === null || p.key === 'defaultProfile');
  if (mine) sayOnStderr(ctx.io, `warning: ${mine.message}`);
  if (settings.defaultProfile !== undefined) ctx.global.profile = settings.defaultProfile;
}
