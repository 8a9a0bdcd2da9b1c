// Errors a command throws to end with a given exit code and one sentence on stderr.

/** Bad flags, arguments or values: exit 2, nothing was sent. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly exitCode = 2;
}

/** A runtime failure already explained in one sentence: exit 1. */
export class CommandFailure extends Error {
  override readonly name = 'CommandFailure';
  readonly exitCode: number = 1;
}

/** The user cancelled a prompt (ctrl+c): exit 130, as shells report a SIGINT. */
export class Cancelled extends CommandFailure {
  override readonly exitCode = 130;
}
