import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Sandboxes bind loopback ports and TUI tests render frames: keep the 2-core machines calm.
    maxWorkers: 2,
    env: { NO_COLOR: '', FORCE_COLOR: '' },
  },
});
