// zod schemas of the wire format, shared by the client, the commands, the TUI and the sandbox.
// Response schemas are loose (unknown fields kept, absent optional fields tolerated); query and
// body schemas are strict (the sandbox answers 400 with describeZodError's sentence).
//
// Two zod dialects, on purpose. Everything is written with full zod ('zod') except the schemas
// `vigil test-sessions list` loads, the most common plain command: test-sessions.ts,
// session-enums.ts and array.ts use 'zod/mini', whose schemas are plain objects, so that command
// never sets up zod's full API (about half the schema-building time of a ~70 ms run). zod's core
// is shared: full-zod schemas take mini ones as they are (test-session-detail.ts does), and the
// same English messages are installed. A mini file imports only 'zod/mini', 'zod/v4/core' and
// other mini files; no other file imports 'zod/mini'. test/architecture/zod-dialects.test.ts
// holds both rules. Measure with `node bench/run.mjs --only=cold` before widening either list.
export * from './enums.js';
export { Guid } from './helpers.js';
export * from './errors.js';
export * from './checks.js';
export * from './account.js';
export * from './incidents.js';
export * from './test-sessions.js';
export * from './test-session-detail.js';
export * from './check-results.js';
export * from './queries.js';
export { describeZodError } from './describe.js';
