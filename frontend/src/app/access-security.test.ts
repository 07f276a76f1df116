import { decideAccess, type Session } from '@/app/access';

const enrolling: Session = { status: 'signed-in', role: 'staff', enrolmentOnly: true };

describe('the Security page and enrolment sessions (guide: roles#two-factor-sign-in)', () => {
  it('shows the Security page to every signed-in role and sends logged-out visitors to /login', () => {
    for (const role of ['admin', 'manager', 'staff', 'client', null] as const) {
      expect(decideAccess('signedIn', 'security', { status: 'signed-in', role })).toEqual({
        kind: 'render',
        screen: 'security',
      });
    }
    expect(decideAccess('signedIn', 'security', { status: 'anonymous' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('sends an enrolment session from every guarded route to the Security page', () => {
    expect(decideAccess('home', 'dashboard', enrolling)).toEqual({ kind: 'redirect', to: '/security' });
    expect(decideAccess('staff', 'users', enrolling)).toEqual({ kind: 'redirect', to: '/security' });
    expect(decideAccess('login', 'login', enrolling)).toEqual({ kind: 'redirect', to: '/security' });
    expect(decideAccess('client', 'client', { ...enrolling, role: 'client' })).toEqual({
      kind: 'redirect',
      to: '/security',
    });
    expect(decideAccess('signedIn', 'security', enrolling)).toEqual({ kind: 'render', screen: 'security' });
  });

  it('leaves public screens public', () => {
    expect(decideAccess('public', 'landing', enrolling)).toEqual({ kind: 'render', screen: 'landing' });
  });
});
