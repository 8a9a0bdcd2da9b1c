// The version users see (--version, User-Agent). Read from package.json at build time: esbuild
// inlines the JSON, so the bundle carries it and it can never drift from package.json.
import pkg from '../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;
