/**
 * Roles and permissions of guide: roles. Until GET /api/my-permissions loads (or if it fails) the static
 * table applies; once loaded, the server list replaces it (only granted items, grouped by role; a role
 * the list lacks has none). The server enforces every rule: this only decides what the UI offers.
 */
// lib/ normally takes nothing from features/; the current user and the permission list are the
// auth feature's queries, and this hook is the one sanctioned bridge (bulletproof-react lib/authorization).
import { useMemo } from 'react';

import { useMyPermissions } from '@/features/auth/api/get-my-permissions';
import { useUser } from '@/features/auth/api/get-user';
import type { Role, RolePermission, User } from '@/types/api';

export const PERMISSIONS = [
  'view_all_cases',
  'view_own_cases',
  'create_cases',
  'edit_cases',
  'delete_cases',
  'lock_unlock_cases',
  'cancel_restore_cases',
  'batch_update',
  'batch_delete',
  'batch_lock_unlock',
  'upload_csv',
  'export_data',
  'view_duplicates',
  'merge_duplicates',
  'dismiss_duplicates',
  'merge_locked_cases',
  'view_users',
  'create_users',
  'edit_users',
  'delete_users',
  'assign_roles',
  'view_system_stats',
  'send_notifications',
  'system_settings',
  'view_audit_logs',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STATIC_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS.filter((p) => p !== 'view_own_cases'),
  manager: [
    'view_all_cases',
    'create_cases',
    'edit_cases',
    'lock_unlock_cases',
    'cancel_restore_cases',
    'batch_update',
    'batch_lock_unlock',
    'upload_csv',
    'merge_locked_cases',
    'view_users',
    'create_users',
    'edit_users',
    'view_system_stats',
  ],
  staff: ['view_all_cases'],
  client: ['view_own_cases'],
};

/** guide: roles#who-manages-whom Role management: who may create, edit, delete or assign which roles. */
export const MANAGEABLE_ROLES: Record<Role, readonly Role[]> = {
  admin: ['admin', 'manager', 'staff', 'client'],
  manager: ['staff', 'client'],
  staff: [],
  client: [],
};

/** A user with no role is treated as client. */
export function effectiveRole(user: Pick<User, 'role'> | null | undefined): Role {
  return user?.role ?? 'client';
}

/** The role's granted permissions: the server list when loaded, else the static table. */
export function grantedPermissions(role: Role, serverList?: readonly RolePermission[] | null): Set<string> {
  if (!serverList) return new Set(STATIC_PERMISSIONS[role]);
  return new Set(
    serverList.filter((item) => item.role === role && item.granted).map((item) => item.permission),
  );
}

export type Access = {
  role: Role;
  permissions: ReadonlySet<string>;
  can: (permission: Permission) => boolean;
  isAdmin: boolean;
  isManager: boolean;
  isStaff: boolean;
  isClient: boolean;
  isAdminOrManager: boolean;
  isStaffOrHigher: boolean;
  /** Role-assigners also get auto-fill, the merged-and-cancelled view and restore (guide: roles). */
  canAssignRoles: boolean;
  canManageRole: (target: Role | null) => boolean;
};

export function buildAccess(role: Role, permissions: ReadonlySet<string>): Access {
  const can = (permission: Permission) => permissions.has(permission);
  return {
    role,
    permissions,
    can,
    isAdmin: role === 'admin',
    isManager: role === 'manager',
    isStaff: role === 'staff',
    isClient: role === 'client',
    isAdminOrManager: role === 'admin' || role === 'manager',
    isStaffOrHigher: role !== 'client',
    canAssignRoles: can('assign_roles'),
    canManageRole: (target) => MANAGEABLE_ROLES[role].includes(target ?? 'client'),
  };
}

/** The signed-in user's access; an anonymous visitor gets the client's static row. */
export function usePermissions(): Access & { user: User | null } {
  const auth = useUser();
  const user = auth.user;
  const serverList = useMyPermissions(Boolean(user?.role)).data;
  const role = effectiveRole(user);
  // One `can` per role and grant list, so what is memoised on it (a table's columns) stays put across renders.
  const access = useMemo(() => buildAccess(role, grantedPermissions(role, serverList)), [role, serverList]);
  return { ...access, user };
}
