/** Pure rules of the Permissions page (guide: roles#permissions-page, api#fields, roles, labels#errors). */
import { ApiError, serverMessage } from '@/lib/api-client';
import { PERMISSIONS, type Access } from '@/lib/permissions';
import { ROLES, type Role, type RolePermission, type User } from '@/types/api';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Manager',
  staff: 'Staff',
  client: 'Client',
};

/** The role texts of the welcome banner (guide: screens) and the client portal. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Full access to every feature, users and role permissions',
  manager: 'Manage cases, upload data and oversee the team',
  staff: 'Work on cases day to day',
  client: "Read-only access to their own company's cases",
};

/** The permission catalogue as accounts/roles.py names it, in guide: api#fields order. */
export const PERMISSION_LABELS: Record<string, string> = {
  view_all_cases: 'View all cases',
  view_own_cases: "View own company's cases",
  create_cases: 'Create cases',
  edit_cases: 'Edit cases',
  delete_cases: 'Delete cases',
  lock_unlock_cases: 'Lock and unlock cases',
  cancel_restore_cases: 'Cancel and restore cases',
  batch_update: 'Batch update cases',
  batch_delete: 'Batch delete cases',
  batch_lock_unlock: 'Batch lock and unlock cases',
  upload_csv: 'Upload CSV files',
  export_data: 'Export data',
  view_duplicates: 'View duplicates',
  merge_duplicates: 'Merge duplicates',
  dismiss_duplicates: 'Dismiss duplicates',
  merge_locked_cases: 'Merge locked cases',
  view_users: 'View users',
  create_users: 'Create users',
  edit_users: 'Edit users',
  delete_users: 'Delete users',
  assign_roles: 'Assign roles',
  view_system_stats: 'View system statistics',
  send_notifications: 'Send notifications',
  system_settings: 'System settings',
  view_audit_logs: 'View audit logs',
};

export function permissionLabel(permission: string): string {
  return PERMISSION_LABELS[permission] ?? permission.replace(/_/g, ' ');
}

/**
 * Clients change nothing and see only their own company (guide: README, roles): of the catalogue only this one can
 * mean anything for the client role. The others show as not applicable in the Client column (the server
 * refuses to grant them to it: accounts/roles.py CLIENT_APPLICABLE_PERMISSIONS).
 */
export const CLIENT_APPLICABLE_PERMISSIONS: ReadonlySet<string> = new Set(['view_own_cases']);

/** Whether a switch for `permission` on `role` can mean anything. */
export function appliesToRole(role: Role, permission: string): boolean {
  return role !== 'client' || CLIENT_APPLICABLE_PERMISSIONS.has(permission);
}

export const NOT_APPLICABLE_NOTE =
  "N/A: clients change nothing and see only their own company's cases, so these cannot be given to the Client role.";

export const MODIFY_DENIED_MESSAGE = "You don't have permission to modify role permissions";
export const OWN_ROLE_MESSAGE = 'You cannot change your own role';
export const NO_USERS_MESSAGE = "You don't have permission to view user management";

export type MatrixRow = { permission: string; label: string; granted: Record<Role, boolean> };

/**
 * The flat {role, permission, granted} list as one row per permission with a switch per role:
 * the catalogue's 25 permissions in order, then any the server knows and the catalogue does not.
 */
export function buildMatrix(list: readonly RolePermission[]): MatrixRow[] {
  const known = new Set<string>(PERMISSIONS);
  const extra = [...new Set(list.map((item) => item.permission))].filter((p) => !known.has(p));
  const granted = new Set(
    list.filter((item) => item.granted).map((item) => `${item.role}:${item.permission}`),
  );
  return [...PERMISSIONS, ...extra].map((permission) => ({
    permission,
    label: permissionLabel(permission),
    granted: Object.fromEntries(ROLES.map((role) => [role, granted.has(`${role}:${permission}`)])) as Record<
      Role,
      boolean
    >,
  }));
}

/** The number of granted permissions per role (the role cards); a grant that cannot apply is not counted. */
export function grantedCounts(list: readonly RolePermission[]): Record<Role, number> {
  const counts: Record<Role, number> = { admin: 0, manager: 0, staff: 0, client: 0 };
  for (const item of list)
    if (item.granted && item.role in counts && appliesToRole(item.role, item.permission))
      counts[item.role] += 1;
  return counts;
}

/** The list with one grant changed (the optimistic update while the server answers). */
export function withGrant(list: readonly RolePermission[], change: RolePermission): RolePermission[] {
  const found = list.some((item) => item.role === change.role && item.permission === change.permission);
  if (!found) return [...list, change];
  return list.map((item) =>
    item.role === change.role && item.permission === change.permission
      ? { ...item, granted: change.granted }
      : item,
  );
}

/** guide: roles#permissions-page: toggling the matrix is an admin-level right; the reason it is refused, or null. */
export function matrixToggleDenial(access: Pick<Access, 'isAdmin'>): string | null {
  return access.isAdmin ? null : MODIFY_DENIED_MESSAGE;
}

type Viewer = Pick<Access, 'canAssignRoles' | 'canManageRole'> & { user: Pick<User, 'id'> | null };

/**
 * guide: roles: why the viewer may not give `target` the role `role`, or null when they may. Nobody changes
 * their own role (the server refuses it, so the own row stays disabled); role changes need assign_roles;
 * both the user's current role and the new one must be roles the viewer manages.
 */
export function userRoleChangeDenial(
  viewer: Viewer,
  target: Pick<User, 'id' | 'role'>,
  role: Role,
): string | null {
  if (viewer.user?.id === target.id) return OWN_ROLE_MESSAGE;
  if (!viewer.canAssignRoles) return MODIFY_DENIED_MESSAGE;
  for (const checked of [target.role ?? 'client', role]) {
    if (!viewer.canManageRole(checked))
      return `Access Denied: you cannot manage users with the ${checked} role`;
  }
  return null;
}

export type ToastSpec = { title: string; message: string; variant: 'default' | 'destructive' };

export function deniedToast(message: string): ToastSpec {
  return { title: 'Access Denied', message, variant: 'destructive' };
}

/** guide: labels#errors failures: the server's message when it has one, else the fallback; 403 is Access Denied. */
export function failureToast(
  error: unknown,
  fallback: 'Failed to update permission' | 'Failed to update user role',
) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return {
    title: forbidden ? 'Access Denied' : 'Error',
    message: serverMessage(error, fallback),
    variant: 'destructive',
  } satisfies ToastSpec;
}
