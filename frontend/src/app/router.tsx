import { createElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';

import { decideAccess, type RouteAccess, type Screen, type Session } from '@/app/access';
import { loadDashboardScreen } from '@/app/signed-in-screens';
import { RouteError } from '@/app/route-error';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/api/get-user';
import { useEnrolmentOnly } from '@/lib/mfa-enrolment';

// One lazily loaded chunk per screen (app/routes/*.tsx, each a thin default export).
const SCREENS: Record<Screen, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import(/* webpackChunkName: "route-login" */ './routes/login')),
  setup: lazy(() => import(/* webpackChunkName: "route-setup" */ './routes/setup')),
  resetPassword: lazy(() => import(/* webpackChunkName: "route-reset-password" */ './routes/reset-password')),
  landing: lazy(() => import(/* webpackChunkName: "route-landing" */ './routes/landing')),
  admin: lazy(() => import(/* webpackChunkName: "route-admin" */ './routes/admin')),
  dashboard: lazy(loadDashboardScreen),
  client: lazy(() => import(/* webpackChunkName: "route-client" */ './routes/client')),
  duplicates: lazy(() => import(/* webpackChunkName: "route-duplicates" */ './routes/duplicates')),
  users: lazy(() => import(/* webpackChunkName: "route-users" */ './routes/users')),
  permissions: lazy(() => import(/* webpackChunkName: "route-permissions" */ './routes/permissions')),
  audit: lazy(() => import(/* webpackChunkName: "route-audit" */ './routes/audit')),
  reports: lazy(() => import(/* webpackChunkName: "route-reports" */ './routes/reports')),
  imports: lazy(() => import(/* webpackChunkName: "route-imports" */ './routes/imports')),
  security: lazy(() => import(/* webpackChunkName: "route-security" */ './routes/security')),
  privacy: lazy(() => import(/* webpackChunkName: "route-privacy" */ './routes/privacy')),
  workload: lazy(() => import(/* webpackChunkName: "route-workload" */ './routes/workload')),
  settings: lazy(() => import(/* webpackChunkName: "route-settings" */ './routes/settings')),
  integrations: lazy(() => import(/* webpackChunkName: "route-integrations" */ './routes/integrations')),
  notifications: lazy(() => import(/* webpackChunkName: "route-notifications" */ './routes/notifications')),
  casePage: lazy(() => import(/* webpackChunkName: "route-case-page" */ './routes/case-page')),
  clientCasePage: lazy(
    () => import(/* webpackChunkName: "route-client-case-page" */ './routes/client-case-page'),
  ),
  notFound: lazy(() => import(/* webpackChunkName: "route-not-found" */ './routes/not-found')),
};

function useSession(): Session {
  const auth = useUser();
  const enrolmentOnly = useEnrolmentOnly();
  return auth.status === 'signed-in'
    ? { status: 'signed-in', role: auth.user.role, enrolmentOnly }
    : { status: auth.status };
}

/** Applies the route's guard (app/access.ts) and renders the screen it allows. */
export function Guarded({ access, screen }: { access: RouteAccess; screen: Screen }) {
  const decision = decideAccess(access, screen, useSession());
  if (decision.kind === 'loading') return <LoadingScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Suspense fallback={<LoadingScreen />}>{createElement(SCREENS[decision.screen])}</Suspense>;
}

const route = (path: string, access: RouteAccess, screen: Screen) => ({
  path,
  element: <Guarded access={access} screen={screen} />,
});

/** The routes table of guide: screens#routes. */
export const routes = [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    children: [
      route(paths.home, 'home', 'dashboard'),
      route(paths.login, 'login', 'login'),
      route(paths.setup, 'public', 'setup'),
      route(paths.resetPassword, 'public', 'resetPassword'),
      route(paths.landing, 'public', 'landing'),
      route(paths.staffDashboard, 'staffDashboard', 'dashboard'),
      route(paths.admin, 'admin', 'admin'),
      route(paths.dashboard, 'staff', 'dashboard'),
      route(paths.duplicates, 'staff', 'duplicates'),
      route(paths.users, 'staff', 'users'),
      route(paths.permissions, 'staff', 'permissions'),
      route(paths.audit, 'staff', 'audit'),
      route(paths.reports, 'staff', 'reports'),
      route(paths.imports, 'staff', 'imports'),
      route(paths.privacy, 'staff', 'privacy'),
      route(paths.workload, 'staff', 'workload'),
      route(paths.settings, 'staff', 'settings'),
      route(paths.integrations, 'staff', 'integrations'),
      route(paths.notifications, 'staff', 'notifications'),
      route(paths.casePage, 'staff', 'casePage'),
      route(paths.client, 'client', 'client'),
      route(paths.clientCasePage, 'client', 'clientCasePage'),
      route(paths.security, 'signedIn', 'security'),
      route('*', 'public', 'notFound'),
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
