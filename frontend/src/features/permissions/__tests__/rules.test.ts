import { ApiError } from '@/lib/api-client';
import { buildAccess, grantedPermissions, PERMISSIONS } from '@/lib/permissions';
import {
  appliesToRole,
  buildMatrix,
  failureToast,
  grantedCounts,
  matrixToggleDenial,
  userRoleChangeDenial,
  withGrant,
} from '@/features/permissions/rules';
import { makeUser } from '@/testing/test-utils';
import { ROLES, type Role, type RolePermission } from '@/types/api';

const defaultMatrix = (): RolePermission[] =>
  ROLES.flatMap((role) => {
    const granted = grantedPermissions(role);
    return PERMISSIONS.map((permission) => ({ role, permission, granted: granted.has(permission) }));
  });

const viewer = (role: Role, permissions?: string[], id = 50) => ({
  ...buildAccess(role, permissions ? new Set(permissions) : grantedPermissions(role)),
  user: makeUser({ id, role }),
});

describe('buildMatrix', () => {
  it('makes one row per permission in catalogue order with a grant per role', () => {
    const rows = buildMatrix(defaultMatrix());
    expect(rows).toHaveLength(25);
    expect(rows.map((row) => row.permission)).toEqual([...PERMISSIONS]);
    expect(rows[0]).toEqual({
      permission: 'view_all_cases',
      label: 'View all cases',
      granted: { admin: true, manager: true, staff: true, client: false },
    });
    const viewOwn = rows.find((row) => row.permission === 'view_own_cases')!;
    expect(viewOwn.granted).toEqual({ admin: false, manager: false, staff: false, client: true });
  });

  it('treats a missing pair as not granted and keeps permissions the catalogue lacks at the end', () => {
    const rows = buildMatrix([
      { role: 'staff', permission: 'export_data', granted: true },
      { role: 'admin', permission: 'brand_new', granted: true },
    ]);
    expect(rows.find((row) => row.permission === 'export_data')!.granted).toEqual({
      admin: false,
      manager: false,
      staff: true,
      client: false,
    });
    expect(rows.at(-1)).toMatchObject({ permission: 'brand_new', label: 'brand new' });
  });
});

describe('grantedCounts and withGrant', () => {
  it('counts the default grants of guide: roles#default-permissions', () => {
    expect(grantedCounts(defaultMatrix())).toEqual({ admin: 24, manager: 13, staff: 1, client: 1 });
  });

  it('changes exactly one pair', () => {
    const list = defaultMatrix();
    const changed = withGrant(list, { role: 'manager', permission: 'view_users', granted: false });
    expect(grantedCounts(changed)).toEqual({ admin: 24, manager: 12, staff: 1, client: 1 });
    expect(list.find((i) => i.role === 'manager' && i.permission === 'view_users')!.granted).toBe(true);
    expect(withGrant([], { role: 'staff', permission: 'export_data', granted: true })).toHaveLength(1);
  });
});

describe('what can apply to the client role', () => {
  it('offers clients only their own cases; every other role gets every switch', () => {
    const forClients = PERMISSIONS.filter((permission) => appliesToRole('client', permission));
    expect(forClients).toEqual(['view_own_cases']);
    for (const role of ['admin', 'manager', 'staff'] as const)
      expect(PERMISSIONS.every((permission) => appliesToRole(role, permission))).toBe(true);
  });

  it('does not count a client grant that cannot apply (one left from before the rule)', () => {
    const list = withGrant(defaultMatrix(), { role: 'client', permission: 'upload_csv', granted: true });
    expect(grantedCounts(list).client).toBe(1);
  });
});

describe('who may toggle', () => {
  it('lets only admins toggle the matrix', () => {
    expect(matrixToggleDenial(viewer('admin'))).toBeNull();
    expect(matrixToggleDenial(viewer('manager', ['assign_roles', 'system_settings']))).toBe(
      "You don't have permission to modify role permissions",
    );
  });

  it('never lets anyone change their own role', () => {
    const admin = viewer('admin', undefined, 1);
    expect(userRoleChangeDenial(admin, makeUser({ id: 1, role: 'admin' }), 'manager')).toBe(
      'You cannot change your own role',
    );
    expect(userRoleChangeDenial(admin, makeUser({ id: 2, role: 'staff' }), 'admin')).toBeNull();
  });

  it('needs assign_roles and manageable roles on both sides', () => {
    const manager = viewer('manager');
    expect(userRoleChangeDenial(manager, makeUser({ id: 2, role: 'staff' }), 'client')).toBe(
      "You don't have permission to modify role permissions",
    );
    const assigner = viewer('manager', ['assign_roles']);
    expect(userRoleChangeDenial(assigner, makeUser({ id: 2, role: 'staff' }), 'client')).toBeNull();
    expect(userRoleChangeDenial(assigner, makeUser({ id: 2, role: 'staff' }), 'admin')).toBe(
      'Access Denied: you cannot manage users with the admin role',
    );
    expect(userRoleChangeDenial(assigner, makeUser({ id: 2, role: 'manager' }), 'staff')).toBe(
      'Access Denied: you cannot manage users with the manager role',
    );
  });
});

describe('failureToast', () => {
  it('prefers the server message and falls back to the guide text', () => {
    expect(failureToast(new Error('offline'), 'Failed to update permission')).toEqual({
      title: 'Error',
      message: 'Failed to update permission',
      variant: 'destructive',
    });
    const denied = new ApiError(403, JSON.stringify({ message: 'You cannot change your own role' }));
    expect(failureToast(denied, 'Failed to update user role')).toEqual({
      title: 'Access Denied',
      message: 'You cannot change your own role',
      variant: 'destructive',
    });
  });
});
