import { act } from 'react';

import { Clock, formatClockDate, formatClockTime } from '@/components/overview/clock';
import { renderWithProviders, screen } from '@/testing/test-utils';

describe('clock formats', () => {
  it('shows 24-hour London time with seconds (BST in summer)', () => {
    expect(formatClockTime(new Date('2026-07-01T13:05:09Z'))).toBe('14:05:09');
    expect(formatClockTime(new Date('2026-01-15T23:59:59Z'))).toBe('23:59:59');
  });

  it('shows the long date in London, which may differ from UTC', () => {
    expect(formatClockDate(new Date('2026-07-01T23:30:00Z'))).toMatch(/^Thursday,? 2 July 2026$/);
  });
});

describe('Clock', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T09:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('ticks every second', () => {
    renderWithProviders(<Clock />);
    const clock = screen.getByRole('timer', { name: 'London time' });
    expect(clock).toHaveTextContent('09:00:00');
    expect(clock).toHaveTextContent(/Saturday,? 21 November 2026/);
    act(() => vi.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('09:00:01');
    act(() => vi.advanceTimersByTime(59_000));
    expect(clock).toHaveTextContent('09:01:00');
  });
});
