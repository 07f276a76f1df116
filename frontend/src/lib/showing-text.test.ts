import { showingText } from '@/lib/showing-text';

describe('showingText: the pager of the cases and the imports (guide: screens)', () => {
  it('writes "Showing x to y of n"', () => {
    expect(showingText(1, 50, 60)).toBe('Showing 1 to 50 of 60');
    expect(showingText(2, 50, 60)).toBe('Showing 51 to 60 of 60');
    expect(showingText(2, 25, 40)).toBe('Showing 26 to 40 of 40');
  });

  it('says "Showing 0 of 0" for an empty list, not "Showing 0 to 0 of 0"', () => {
    expect(showingText(1, 25, 0)).toBe('Showing 0 of 0');
  });
});
