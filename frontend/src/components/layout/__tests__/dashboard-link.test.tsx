import { HomeLink } from '@/components/layout/dashboard-link';
import { makeUser, mockFetch, renderWithProviders, screen, signIn } from '@/testing/test-utils';

function renderFor(role: 'staff' | 'client') {
  const user = makeUser({ role, company: role === 'client' ? 'Acme Ltd' : undefined });
  signIn(user);
  mockFetch({ 'GET /api/auth/user': { body: user }, 'GET /api/my-permissions': { body: [] } });
  renderWithProviders(<HomeLink />);
}

describe('HomeLink (the way back from a page every role opens)', () => {
  it('leads staff to the dashboard', async () => {
    renderFor('staff');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('leads a client to their case overview', async () => {
    renderFor('client');
    expect(await screen.findByRole('link', { name: 'Case Overview' })).toHaveAttribute('href', '/client');
  });
});
