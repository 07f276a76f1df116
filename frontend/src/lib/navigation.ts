/**
 * The app-wide navigation (one top bar on every signed-in page, in place of per-page back links).
 * A link is shown only when its page would show the user more than Access Denied or a redirect: the route
 * guard of app/access.ts lets staff, managers and admins onto the staff pages (clients go to their portal, an
 * enrolment session only reaches Security), and each page then checks the permission listed here, the same one
 * it checks itself.
 */
import { paths } from '@/config/paths';
import type { Access, Permission } from '@/lib/permissions';

export type NavTarget =
  | 'dashboard'
  | 'client'
  | 'duplicates'
  | 'imports'
  | 'audit'
  | 'reports'
  | 'workload'
  | 'users'
  | 'permissions'
  | 'privacy'
  | 'settings'
  | 'security';

export const NAV_LINKS: Record<NavTarget, { label: string; to: string }> = {
  dashboard: { label: 'Dashboard', to: paths.dashboard },
  client: { label: 'Case Overview', to: paths.client },
  duplicates: { label: 'Duplicates', to: paths.duplicates },
  imports: { label: 'Imports', to: paths.imports },
  audit: { label: 'Audit Log', to: paths.audit },
  reports: { label: 'Reports', to: paths.reports },
  workload: { label: 'Workload', to: paths.workload },
  users: { label: 'Users', to: paths.users },
  permissions: { label: 'Permissions', to: paths.permissions },
  privacy: { label: 'Privacy', to: paths.privacy },
  settings: { label: 'Settings', to: paths.settings },
  security: { label: 'Security', to: paths.security },
};

/** The bar's order. */
export const NAV_ORDER = Object.keys(NAV_LINKS) as NavTarget[];

type StaffPage = Exclude<NavTarget, 'client' | 'security'>;

/**
 * The permission each staff page asks for beyond the staff route guard; `null`: every staff-or-higher user.
 * Permissions: guide: roles#permissions-page, those who cannot edit the matrix "see it read-only", so staff reach it
 * too.
 */
const PAGE_PERMISSION: Record<StaffPage, Permission | null> = {
  dashboard: null,
  duplicates: 'view_duplicates',
  imports: 'upload_csv',
  audit: 'view_audit_logs',
  reports: 'view_system_stats',
  workload: 'edit_cases',
  users: 'view_users',
  permissions: null,
  privacy: 'system_settings',
  settings: 'system_settings',
};

export type Who = Pick<Access, 'can' | 'isStaffOrHigher'> & {
  /** An enrolment session (guide: roles#two-factor-sign-in): every page but Security sends it back there. */
  enrolmentOnly?: boolean;
};

/** True when the page shows this user something other than Access Denied (or a redirect). */
export function canOpenPage(target: NavTarget, who: Who): boolean {
  if (target === 'security') return true;
  if (who.enrolmentOnly) return false;
  if (target === 'client') return !who.isStaffOrHigher;
  if (!who.isStaffOrHigher) return false;
  const permission = PAGE_PERMISSION[target];
  return permission === null || who.can(permission);
}

/** The links of the bar for this user, in order. */
export function navTargets(who: Who): NavTarget[] {
  return NAV_ORDER.filter((target) => canOpenPage(target, who));
}

/** Whether the link is the page on screen (the dashboard is also served at /; Settings holds /settings/...). */
export function isCurrentPage(target: NavTarget, pathname: string): boolean {
  const to = NAV_LINKS[target].to;
  return (
    pathname === to ||
    (target === 'dashboard' && pathname === paths.home) ||
    (target === 'settings' && pathname.startsWith(`${paths.settings}/`))
  );
}
