// zod/mini's array(), for the answers that are lists of one schema. A module of its own so that
// resources.ts loads no zod: it is loaded with the schemas, once the request has left.
// (zod/mini's: the full API would be set up for nothing when the item schema is mini's.)
export { array } from 'zod/mini';
