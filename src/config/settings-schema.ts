// The settings file's shape (settings.json, next to the credentials), as a zod schema: what
// `vigil` reads, what the test checks the shipped JSON schema against (schemas/settings.schema.json
// is made from this by z.toJSONSchema). Loaded only when a settings file exists.
import * as z from 'zod';
import { REFRESH_DEFAULT_SECONDS, REFRESH_MAX_SECONDS, REFRESH_MIN_SECONDS, REFRESH_RANGE_TEXT } from './refresh.js';

/** Top-level screens the TUI can open on. */
const START_SCREENS = ['checks', 'groups', 'sessions', 'incident', 'members', 'alerts'] as const;
const THEMES = ['auto', 'dark', 'light', '16', 'none'] as const;
const NOTIFY_MODES = ['bell', 'notification', 'both', 'none'] as const;

/** `checks.toggle-active`: a screen (or `global`) and a command ID of its key table. */
const KEY_COMMAND = /^[a-z][a-z-]*\.[a-z][a-zA-Z0-9-]*$/;
/** One key as the TUI names it: a character, or a named key with modifiers (`ctrl+r`, `f5`, `pageup`). */
const NAMED_KEYS = 'up|down|left|right|pageup|pagedown|home|end|tab|enter|escape|space|backspace|delete';
const KEY_NAME = new RegExp(String.raw`^(?:(?:ctrl|meta|shift)\+)*(?:[!-~]|f(?:[1-9]|1[0-2])|${NAMED_KEYS})$`);

/** One message whichever check of refreshSeconds failed (0 or the range). */
const REFRESH_ERROR = `must be ${REFRESH_RANGE_TEXT}: the service limits requests`;

/** `keys`: `{ "<screen>.<commandId>": "<key>" }` (one entry is checked alone too). */
export const KEY_BINDING = z.record(
  z.string().regex(KEY_COMMAND, { error: 'must be "<screen>.<commandId>", as in "checks.toggle-active"' }),
  z.string().regex(KEY_NAME, { error: 'must be one key: a character, or a named key such as ctrl+r, f5, pageup' }),
);

export const Settings = z
  .strictObject({
    $schema: z.string().optional().describe('the JSON schema of this file, for editors'),
    defaultProfile: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, {
        error: 'must be a profile name: letters, digits, - and _ (as `vigil login --profile NAME` stores it)',
      })
      .optional()
      .describe('profile used when neither --profile nor VIGIL_PROFILE is given (default: "default")'),
    // 0, or the range: written as a union (not a refinement) so the JSON schema says the same.
    refreshSeconds: z
      .union(
        [
          z.literal(0),
          z
            .number({ error: REFRESH_ERROR })
            .int({ error: REFRESH_ERROR })
            .min(REFRESH_MIN_SECONDS, { error: REFRESH_ERROR })
            .max(REFRESH_MAX_SECONDS, { error: REFRESH_ERROR }),
        ],
        { error: REFRESH_ERROR },
      )
      .optional()
      .describe(
        `how often the TUI's Checks screen asks for every status again, in seconds: ${REFRESH_MIN_SECONDS} to ` +
          `${REFRESH_MAX_SECONDS}, or 0 for never (default ${REFRESH_DEFAULT_SECONDS}); --refresh overrides it`,
      ),
    bell: z
      .boolean({ error: 'must be true or false' })
      .optional()
      .describe('ring the terminal bell when a check starts failing (default false); --bell and --no-bell override it'),
    notify: z
      .enum(NOTIFY_MODES, { error: `must be one of ${NOTIFY_MODES.join(', ')}` })
      .optional()
      .describe(
        'how the TUI tells of a check turning failing or a watched session ending: bell, notification (a desktop ' +
          'notification through the terminal, OSC 9 or 777), both or none (default: bell when the bell is on, else ' +
          'none)',
      ),
    memory: z
      .boolean({ error: 'must be true or false' })
      .optional()
      .describe(
        'remember per profile what vigil last saw (for `vigil changes`, the "since" line and pauses made through ' +
          'vigil), in the XDG state directory (default true); --no-memory overrides it',
      ),
    flapThreshold: z
      .number({ error: 'must be a whole number of state changes' })
      .int({ error: 'must be a whole number of state changes' })
      .min(1, { error: 'must be from 1 to 29' })
      .max(29, { error: 'must be from 1 to 29' })
      .optional()
      .describe(
        'a check whose last 30 runs changed state (passed, failed, degraded) more than this many times is marked ' +
          'flapping (default 4)',
      ),
    theme: z
      .enum(THEMES, { error: `must be one of ${THEMES.join(', ')}` })
      .optional()
      .describe(
        'colours of the TUI: auto (from the terminal, the default), dark, light, 16 (the 16 ANSI colours) or none; ' +
          'NO_COLOR still wins',
      ),
    startScreen: z
      .enum(START_SCREENS, { error: `must be one of ${START_SCREENS.join(', ')}` })
      .optional()
      .describe('the screen the TUI opens on (default checks)'),
    keys: KEY_BINDING.optional().describe('keys for the TUI\'s commands: { "<screen>.<commandId>": "<key>" }'),
  })
  .describe('vigil settings (settings.json next to the credentials)');

export type Settings = z.infer<typeof Settings>;
