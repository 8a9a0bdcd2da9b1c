// Config problems the user can fix: a bad value (exit 2, like any usage error) or a config file
// that cannot be read or written (exit 1). The message is one sentence saying what to do.

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly exitCode: 1 | 2;
  constructor(message: string, exitCode: 1 | 2) {
    super(message);
    this.exitCode = exitCode;
  }
}
