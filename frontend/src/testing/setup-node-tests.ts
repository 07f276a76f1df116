// Pure-logic tests (Vitest's node environment): the same clean slate between tests as setup-tests.ts gives
// the rendering ones, without the DOM.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
