import { readdirSync, readFileSync } from 'node:fs';
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

// Rendering files that need a module graph of their own, found by reading them: `vi.mock` replaces a module for one
// file only, which a shared module cache would break both ways (the real module already loaded, or the mock leaking
// into the next file); and a first-line docblock picking jsdom (each such file says why).
const NEEDS_ISOLATION = /\bvi\.(mock|doMock)\(|@vitest-environment jsdom/;
const DOM_ISOLATED_TESTS = readdirSync(path.join(import.meta.dirname, 'src'), {
  recursive: true,
  encoding: 'utf8',
})
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => file.endsWith('.test.tsx') || DOM_TS_TESTS.includes(file))
  .filter((file) => NEEDS_ISOLATION.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')));

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    globals: true,
    css: false,
    // Screens load lazily (route chunks, the tooltip layer); on a busy 2-core machine the first render of a
    // route can pass 5 s. A wrong answer still fails at once; only a slow right one needs the room.
    testTimeout: 20_000,
    // Every core: Vitest leaves one free by default, which on the 2-core CI machine ran every file in one worker
    // (252 s; 162 s on both). Each worker has its own DOM, so two workers cannot leak into each other.
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
          exclude: DOM_ISOLATED_TESTS,
          setupFiles: ['./src/testing/setup-tests.ts'],
          // One DOM and one module cache per worker: Mantine, Testing Library and the screens load once, not per
          // file (the whole run took 225 s with every dom file isolated, 95-108 s so). setup-tests.ts resets what a
          // file could leave behind: the DOM, toasts, storage, stubs, mocks, React's act environment.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'happy-dom',
          include: DOM_ISOLATED_TESTS,
          setupFiles: ['./src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
