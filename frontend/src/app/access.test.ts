import { decideAccess, type RouteAccess, type Screen, type Session } from '@/app/access';

const anonymous: Session = { status: 'anonymous' };
const loading: Session = { status: 'loading' };
const as = (role: 'admin' | 'manager' | 'staff' | 'client' | null): Session => ({
  status: 'signed-in',
  role,
});

const decide = (access: RouteAccess, screen: Screen, session: Session) =>
  decideAccess(access, screen, session);

describe('route guards (guide: screens)', () => {
  it('shows public screens to everyone, even while auth resolves', () => {
    for (const session of [anonymous, loading, as('client'), as('admin')]) {
      expect(decide('public', 'setup', session)).toEqual({ kind: 'render', screen: 'setup' });
    }
  });

  it('shows the loading screen on guarded routes while auth resolves', () => {
    for (const access of ['login', 'home', 'staffDashboard', 'admin', 'staff', 'client'] as const) {
      expect(decide(access, 'dashboard', loading)).toEqual({ kind: 'loading' });
    }
  });

  it('shows the login screen at /login, /, /staff-dashboard and /admin when logged out', () => {
    expect(decide('login', 'login', anonymous)).toEqual({ kind: 'render', screen: 'login' });
    expect(decide('home', 'dashboard', anonymous)).toEqual({ kind: 'render', screen: 'login' });
    expect(decide('staffDashboard', 'dashboard', anonymous)).toEqual({ kind: 'render', screen: 'login' });
    expect(decide('admin', 'admin', anonymous)).toEqual({ kind: 'render', screen: 'login' });
  });

  it('sends logged-out visitors of member pages to /login', () => {
    expect(decide('staff', 'duplicates', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('client', 'client', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('redirects a logged-in user opening /login by role', () => {
    expect(decide('login', 'login', as('staff'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('login', 'login', as('admin'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('login', 'login', as('client'))).toEqual({ kind: 'redirect', to: '/client' });
  });

  it('shows the dashboard at / to staff and higher, the portal to clients', () => {
    for (const role of ['admin', 'manager', 'staff'] as const) {
      expect(decide('home', 'dashboard', as(role))).toEqual({ kind: 'render', screen: 'dashboard' });
    }
    expect(decide('home', 'dashboard', as('client'))).toEqual({ kind: 'render', screen: 'client' });
    expect(decide('home', 'dashboard', as(null))).toEqual({ kind: 'render', screen: 'client' });
  });

  it('lets only admins open /admin and sends others to /dashboard', () => {
    expect(decide('admin', 'admin', as('admin'))).toEqual({ kind: 'render', screen: 'admin' });
    for (const role of ['manager', 'staff', 'client'] as const) {
      expect(decide('admin', 'admin', as(role))).toEqual({ kind: 'redirect', to: '/dashboard' });
    }
  });

  it('keeps clients out of staff pages and staff out of the portal', () => {
    expect(decide('staff', 'users', as('client'))).toEqual({ kind: 'redirect', to: '/client' });
    expect(decide('staff', 'users', as(null))).toEqual({ kind: 'redirect', to: '/client' });
    expect(decide('staff', 'users', as('manager'))).toEqual({ kind: 'render', screen: 'users' });
    expect(decide('client', 'client', as('client'))).toEqual({ kind: 'render', screen: 'client' });
    expect(decide('client', 'client', as('staff'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a logged-in user at /staff-dashboard home', () => {
    expect(decide('staffDashboard', 'dashboard', as('staff'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('staffDashboard', 'dashboard', as('client'))).toEqual({ kind: 'redirect', to: '/client' });
  });

  it('lets staff-side users open Workload, Settings, Integrations and Notifications (each page checks its permission); not clients', () => {
    for (const screen of ['workload', 'settings', 'integrations', 'notifications'] as const) {
      for (const role of ['admin', 'manager', 'staff'] as const)
        expect(decide('staff', screen, as(role))).toEqual({ kind: 'render', screen });
      expect(decide('staff', screen, as('client'))).toEqual({ kind: 'redirect', to: '/client' });
      expect(decide('staff', screen, anonymous)).toEqual({ kind: 'redirect', to: '/login' });
      expect(decide('staff', screen, { status: 'signed-in', role: 'admin', enrolmentOnly: true })).toEqual({
        kind: 'redirect',
        to: '/security',
      });
    }
  });
});
