import path from 'node:path';
import { defineConfig } from 'vitest/config';

// A `.test.ts` file tests pure logic and runs in Node, which starts in milliseconds; a DOM costs a second or
// more per file. A `.test.tsx` file renders, and runs in happy-dom with the Testing Library setup. These `.ts`
// files need a browser's globals (localStorage, document, a rendered hook) and run in happy-dom too.
const DOM_TS_TESTS = [
  'src/app/access.test.ts',
  'src/app/access-security.test.ts',
  'src/data/companies.test.ts',
  'src/features/cases/__tests__/export-job.test.ts',
  'src/lib/api-client.test.ts',
  'src/lib/focus-return.test.ts',
  'src/lib/mfa-enrolment.test.ts',
  'src/lib/session.test.ts',
  'src/lib/shortcuts.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    globals: true,
    css: false,
    // Screens load lazily (route chunks, the tooltip layer); on a busy 2-core machine the first render of a
    // route can pass 5 s. A wrong answer still fails at once; only a slow right one needs the room.
    testTimeout: 20_000,
    // Every core: Vitest leaves one free by default, which on the 2-core CI machine ran every file in one worker
    // (252 s; 162 s on both). Each dom file keeps its own DOM, so two workers cannot leak into each other.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: DOM_TS_TESTS,
          setupFiles: ['./src/testing/setup-node-tests.ts'],
          // Pure functions leave no state behind: the files share one module cache per worker.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', ...DOM_TS_TESTS],
          setupFiles: ['./src/testing/setup-tests.ts'],
          // Each file keeps its own DOM and module state: with isolate: false (one DOM per worker) the passkey tests
          // of two-factor-login.test.tsx failed on state left by other files.
        },
      },
    ],
  },
});
