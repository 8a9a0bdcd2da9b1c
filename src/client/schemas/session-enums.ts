// Enumerations of test sessions (service.md), apart from enums.ts (which re-exports them). Made
// with zod/mini, as the list's schemas are (test-sessions.ts): see index.ts why.
import * as z from 'zod/mini';

export const TestSessionStatus = z.enum(['RUNNING', 'FAILED', 'PASSED', 'CANCELLED']);
export type TestSessionStatus = z.infer<typeof TestSessionStatus>;

export const Provider = z.enum(['GITHUB', 'VERCEL', 'API', 'TRIGGER', 'PW_REPORTER']);
export type Provider = z.infer<typeof Provider>;

export const ResultType = z.enum(['FINAL', 'ATTEMPT', 'PENDING']);
export type ResultType = z.infer<typeof ResultType>;
