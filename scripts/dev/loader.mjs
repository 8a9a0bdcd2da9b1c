// `node --import ./scripts/dev/loader.mjs ...`: runs vigil's TypeScript sources as they are, for
// `npm run dev` and debugging (docs/development.md). Registers hooks.mjs with Node's loader.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
