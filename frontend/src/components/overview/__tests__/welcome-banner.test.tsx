import { act } from 'react';

import { WelcomeBanner, welcomeText } from '@/components/overview/welcome-banner';
import { renderWithProviders, screen } from '@/testing/test-utils';

describe('welcomeText', () => {
  it('gives each role its guide text', () => {
    expect(welcomeText('admin')).toContain('full access');
    expect(welcomeText('manager')).toContain('manage cases, upload data, oversee team');
    expect(welcomeText('staff')).toContain('ready to work');
    expect(welcomeText('client')).toContain("your company's cases");
    expect(welcomeText(null)).toBe(welcomeText('client'));
  });
});

describe('WelcomeBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('greets the user, fades from 5 s and disappears at 8 s', () => {
    renderWithProviders(<WelcomeBanner role="manager" name="Mia Manager" />);
    const banner = screen.getByRole('status', { name: 'Welcome' });
    expect(banner).toHaveTextContent('Welcome back, Mia Manager!');
    expect(banner).toHaveTextContent('manage cases, upload data, oversee team');
    expect(banner).toHaveAttribute('data-phase', 'shown');

    act(() => vi.advanceTimersByTime(4999));
    expect(banner).toHaveAttribute('data-phase', 'shown');
    act(() => vi.advanceTimersByTime(1));
    expect(banner).toHaveAttribute('data-phase', 'fading');
    expect(banner).toHaveStyle({ opacity: '0' });

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status', { name: 'Welcome' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status', { name: 'Welcome' })).not.toBeInTheDocument();
  });
});
