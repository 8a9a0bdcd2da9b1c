// The settings file's default profile for a plain command (config/settings.ts).
import type { CommandContext } from '../types.js';

/**
 * The settings file's default profile, when neither --profile nor VIGIL_PROFILE chose one: set
 * on ctx.global, so next-step commands printed later name the profile that was used.
 */
export async function applyDefaultProfile(ctx: CommandContext): Promise<void> {
  if (ctx.global.profile !== undefined || ctx.io.env.VIGIL_PROFILE) return;
  const { loadSettings } = await import('../../config/settings.js');
  const settings = await loadSettings(ctx.io.env);
  if (settings.defaultProfile !== undefined) ctx.global.profile = settings.defaultProfile;
}
