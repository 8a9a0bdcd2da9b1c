// zod schemas of the wire format, shared by the client, the commands, the TUI and the sandbox.
// Response schemas are loose (unknown fields kept, absent optional fields tolerated); query and
// body schemas are strict (the sandbox answers 400 with describeZodError's sentence).
export * from './enums.js';
export { Guid } from './helpers.js';
export * from './errors.js';
export * from './checks.js';
export * from './account.js';
export * from './incidents.js';
export * from './test-sessions.js';
export * from './test-session-detail.js';
export * from './queries.js';
export { describeZodError } from './describe.js';
