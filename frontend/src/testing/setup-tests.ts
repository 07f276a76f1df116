import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// A right answer that is merely slow (two cores, files rendering in parallel) must not fail a findBy/waitFor at
// the library's 1 s; a wrong one still fails, only later. The test timeout (vitest.config.ts) bounds it.
configure({ asyncUtilTimeout: 5_000 });

// Files marked `// @vitest-environment node` (pure rules) have no DOM: only the DOM files get these.
const hasDom = typeof window !== 'undefined';

// jsdom lacks these and Mantine needs them (STACK-NOTES pitfall 8); happy-dom's are replaced too, so every file
// sees the same answers: no media query matches.
if (hasDom) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};
}

// Testing Library turns React's act environment on in a hook it registers when first imported; where files share a
// module cache (vitest.config.ts) that hook belongs to the first file only, so every file turns it on here.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  if (hasDom) {
    // Toasts live in a module-level store: one test's toast must not show in the next test's screen.
    act(() => notifications.clean());
    cleanup();
    localStorage.clear();
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
