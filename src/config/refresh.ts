// How often the TUI's Checks screen asks for every status again: one range for the --refresh flag
// and the settings file's refreshSeconds. A refresh costs at most two requests (the statuses, and
// the failing checks' details while pages still load), so the floor of 5 s keeps it to 24 of the
// service's 600 requests a minute: the background loading's quarter and the user's own requests
// keep their room. No dependencies: the dispatcher reads it before any command.

export const REFRESH_DEFAULT_SECONDS = 30;
export const REFRESH_MIN_SECONDS = 5;
export const REFRESH_MAX_SECONDS = 3600;

/** 0 (never by itself) or whole seconds from the floor to the ceiling. */
export function isRefreshSeconds(n: number): boolean {
  return n === 0 || (Number.isInteger(n) && n >= REFRESH_MIN_SECONDS && n <= REFRESH_MAX_SECONDS);
}

const RANGE = `${REFRESH_MIN_SECONDS} to ${REFRESH_MAX_SECONDS}`;
/** `whole seconds from 5 to 3600 (or 0 for never)`: what a bad value is told. */
export const REFRESH_RANGE_TEXT = `whole seconds from ${RANGE} (or 0 for never)`;

/** What the TUI runs with: the flag, else the settings file, else the default. */
export function chooseRefreshSeconds(flag: number | undefined, setting: number | undefined): number {
  return flag ?? setting ?? REFRESH_DEFAULT_SECONDS;
}

/** The bell: --bell / --no-bell, else the settings file, else off. */
export function chooseBell(flag: boolean | undefined, setting: boolean | undefined): boolean {
  return flag ?? setting ?? false;
}
