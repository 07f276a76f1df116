import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Screens load lazily (route chunks, the tooltip layer); on a busy 2-core machine the first render of a
    // route can pass 5 s. A wrong answer still fails at once; only a slow right one needs the room.
    testTimeout: 20_000,
  },
});
