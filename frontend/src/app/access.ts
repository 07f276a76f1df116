/**
 * Every route guard of guide: screens#routes, in one pure function: what a route shows for a given session.
 */
import { paths } from '@/config/paths';
import { homePathFor } from '@/features/auth/rules';
import type { Role } from '@/types/api';

export type Screen =
  | 'login'
  | 'setup'
  | 'resetPassword'
  | 'landing'
  | 'admin'
  | 'dashboard'
  | 'client'
  | 'duplicates'
  | 'users'
  | 'permissions'
  | 'audit'
  | 'reports'
  | 'imports'
  | 'security'
  | 'privacy'
  | 'workload'
  | 'settings'
  | 'integrations'
  | 'notifications'
  | 'casePage'
  | 'clientCasePage'
  | 'notFound';

/**
 * - public: shown to everyone (setup, reset-password, landing, 404)
 * - login: logged-in users are redirected by role
 * - home (/): login screen when logged out, else the dashboard or, for clients, the portal
 * - staffDashboard: login screen when logged out, else redirected home
 * - admin: login screen when logged out; non-admins go to /dashboard
 * - staff: staff, manager and admin; clients go to /client; logged-out visitors to /login
 * - client: clients; everyone else goes to /; logged-out visitors to /login
 * - signedIn: every signed-in role (the Security page); logged-out visitors to /login
 *
 * An enrolment session (guide: roles#two-factor-sign-in; the role requires two-factor sign-in and the user has none
 * yet) reaches only the Security page: every other guarded route sends it there.
 */
export type RouteAccess =
  'public' | 'login' | 'home' | 'staffDashboard' | 'admin' | 'staff' | 'client' | 'signedIn';

export type Session =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; role: Role | null; enrolmentOnly?: boolean };

export type Decision =
  { kind: 'loading' } | { kind: 'render'; screen: Screen } | { kind: 'redirect'; to: string };

const render = (screen: Screen): Decision => ({ kind: 'render', screen });
const redirect = (to: string): Decision => ({ kind: 'redirect', to });

export function decideAccess(access: RouteAccess, screen: Screen, session: Session): Decision {
  if (access === 'public') return render(screen);
  if (session.status === 'loading') return { kind: 'loading' };

  if (session.status === 'anonymous') {
    if (access === 'staff' || access === 'client' || access === 'signedIn') return redirect(paths.login);
    return render('login'); // login, /, /staff-dashboard, /admin show the login screen
  }

  if (session.enrolmentOnly) return screen === 'security' ? render(screen) : redirect(paths.security);

  const role = session.role ?? 'client';
  switch (access) {
    case 'signedIn':
      return render(screen);
    case 'login':
    case 'staffDashboard':
      return redirect(homePathFor(role));
    case 'home':
      return render(role === 'client' ? 'client' : 'dashboard');
    case 'admin':
      return role === 'admin' ? render(screen) : redirect(paths.dashboard);
    case 'staff':
      return role === 'client' ? redirect(paths.client) : render(screen);
    case 'client':
      return role === 'client' ? render(screen) : redirect(paths.home);
  }
}
