// `vigil logout`: forget the stored credentials of a profile. Nothing is sent: the service has no
// endpoint to revoke a key, so the message says where to do that.
import { applyDefaultProfile } from '../shared/default-profile.js';
import { clearCredentials, ENV, storedProfileNames } from '../../config/index.js';
import { sanitizeLine } from '../../sanitize.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { maskSecrets } from '../shared/secrets.js';
import type { CommandRun } from '../types.js';

export const options = defineOptions({});

export const help = `Usage: vigil logout [--profile NAME]

Forget the stored credentials of the profile (default: VIGIL_PROFILE, else defaultProfile in
settings.json, else "default"). Other profiles stay. The key itself stays valid on the server:
revoke it in your user settings if it may have leaked.

${optionsHelp(options)}
Example
  vigil logout --profile staging
`;

export const run: CommandRun = async (argv, ctx) => {
  parseOptions('logout', options, argv);
  const { env, stdout } = ctx.io;
  await applyDefaultProfile(ctx);
  const result = await clearCredentials({ profile: ctx.global.profile, env });
  const file = sanitizeLine(result.file);
  if (result.removed) {
    stdout.write(maskSecrets(`Forgot the credentials of profile '${result.profile}' (${file}).\n`));
  } else {
    const others = storedProfileNames({ env });
    const known = others.length > 0 ? ` Stored profiles: ${others.join(', ')}.` : '';
    stdout.write(maskSecrets(`No stored credentials for profile '${result.profile}'; nothing to forget.${known}\n`));
  }
  const stillSet = [ENV.apiKey, ENV.accountId, ENV.baseUrl].filter((name) => env[name]);
  if (stillSet.length > 0) {
    stdout.write(`Still set in the environment and still used: ${stillSet.join(', ')}.\n`);
  }
  return 0;
};
