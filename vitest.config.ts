import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Safety nets, not measurements: a test waits for the state it asserts, and on a loaded 2-core
    // machine (npm run test:stress) a slow step must not fail it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Sandboxes bind loopback ports and TUI tests render frames: keep the 2-core machines calm.
    maxWorkers: 2,
    // A left-over `.only` fails the run instead of quietly skipping the rest (the linter cannot tell `fit` from a focused test).
    allowOnly: false,
    // Ink decides once, when loaded, whether it runs under CI (then it draws only the last frame);
    // the TUI turns that off for a real terminal (tui/main.tsx), and tests that render must too.
    env: { NO_COLOR: '', FORCE_COLOR: '', CI: 'false', CONTINUOUS_INTEGRATION: 'false' },
  },
});
