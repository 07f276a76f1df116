/**
 * Which top-bar links a user is offered. A link is shown only when its page would show the user more than
 * Access Denied: the route guard of app/access.ts lets staff, managers and admins in (clients go to their
 * portal), and each page then checks the permission listed here, the same one it checks itself.
 */
import { paths } from '@/config/paths';
import type { Access, Permission } from '@/lib/permissions';

export type NavTarget =
  'dashboard' | 'imports' | 'duplicates' | 'users' | 'audit' | 'reports' | 'permissions';

export const NAV_LINKS: Record<NavTarget, { label: string; to: string }> = {
  dashboard: { label: 'Dashboard', to: paths.dashboard },
  imports: { label: 'Imports', to: paths.imports },
  duplicates: { label: 'Duplicates', to: paths.duplicates },
  users: { label: 'Users', to: paths.users },
  audit: { label: 'Audit Log', to: paths.audit },
  reports: { label: 'Reports', to: paths.reports },
  permissions: { label: 'Permissions', to: paths.permissions },
};

/**
 * The permission each page asks for beyond the staff route guard; `null`: every staff-or-higher user.
 * Permissions: SPEC §6, those who cannot edit the matrix "see it read-only", so staff reach it too.
 */
const PAGE_PERMISSION: Record<NavTarget, Permission | null> = {
  dashboard: null,
  imports: 'upload_csv',
  duplicates: 'view_duplicates',
  users: 'view_users',
  audit: 'view_audit_logs',
  reports: 'view_system_stats',
  permissions: null,
};

type Who = Pick<Access, 'can' | 'isStaffOrHigher'>;

/** True when the page shows this user something other than Access Denied (or a redirect). */
export function canOpenPage(target: NavTarget, who: Who): boolean {
  if (!who.isStaffOrHigher) return false;
  const permission = PAGE_PERMISSION[target];
  return permission === null || who.can(permission);
}
