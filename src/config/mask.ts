// The key's masks live below every layer (src/mask.ts): the TUI's error line uses them too.
export * from '../mask.js';
