// Types for the undici module the client loads directly (see http.ts for why): the package
// ships types only for its index, so these re-use them.
declare module 'undici/lib/dispatcher/pool.js' {
  import type { Pool } from 'undici';
  const PoolClass: typeof Pool;
  export default PoolClass;
}

declare module 'undici/lib/core/symbols.js' {
  const symbols: { kParser: symbol };
  export default symbols;
}
