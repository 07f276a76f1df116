import {
  buildAccess,
  effectiveRole,
  grantedPermissions,
  PERMISSIONS,
  STATIC_PERMISSIONS,
} from '@/lib/permissions';
import type { RolePermission } from '@/types/api';

describe('static permission table (guide: roles)', () => {
  it('gives admin every permission except view_own_cases', () => {
    const admin = grantedPermissions('admin');
    expect(admin.size).toBe(24);
    expect(admin.has('view_own_cases')).toBe(false);
    expect(PERMISSIONS.filter((p) => p !== 'view_own_cases').every((p) => admin.has(p))).toBe(true);
  });

  it('gives manager exactly the thirteen listed permissions', () => {
    expect([...grantedPermissions('manager')].sort()).toEqual(
      [
        'batch_lock_unlock',
        'batch_update',
        'cancel_restore_cases',
        'create_cases',
        'create_users',
        'edit_cases',
        'edit_users',
        'lock_unlock_cases',
        'merge_locked_cases',
        'upload_csv',
        'view_all_cases',
        'view_system_stats',
        'view_users',
      ].sort(),
    );
  });

  it('gives staff view_all_cases only and client view_own_cases only', () => {
    expect([...grantedPermissions('staff')]).toEqual(['view_all_cases']);
    expect([...grantedPermissions('client')]).toEqual(['view_own_cases']);
  });

  it('names every permission in lower snake case', () => {
    for (const list of Object.values(STATIC_PERMISSIONS)) {
      for (const permission of list) expect(permission).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });
});

describe('server permission list', () => {
  const serverList: RolePermission[] = [
    { role: 'staff', permission: 'view_all_cases', granted: true },
    { role: 'staff', permission: 'upload_csv', granted: true },
    { role: 'staff', permission: 'export_data', granted: false },
    { role: 'manager', permission: 'view_all_cases', granted: true },
  ];

  it('replaces the static table with the granted items of the role', () => {
    expect([...grantedPermissions('staff', serverList)].sort()).toEqual(['upload_csv', 'view_all_cases']);
  });

  it('leaves a role missing from the list with no permissions', () => {
    expect(grantedPermissions('admin', serverList).size).toBe(0);
  });

  it('uses the static table while the list has not loaded', () => {
    expect(grantedPermissions('staff', undefined).has('upload_csv')).toBe(false);
  });
});

describe('buildAccess', () => {
  it('answers can() from the granted set', () => {
    const access = buildAccess('staff', new Set(['upload_csv']));
    expect(access.can('upload_csv')).toBe(true);
    expect(access.can('export_data')).toBe(false);
  });

  it.each([
    [
      'admin',
      {
        isAdmin: true,
        isManager: false,
        isStaff: false,
        isClient: false,
        isAdminOrManager: true,
        isStaffOrHigher: true,
      },
    ],
    [
      'manager',
      {
        isAdmin: false,
        isManager: true,
        isStaff: false,
        isClient: false,
        isAdminOrManager: true,
        isStaffOrHigher: true,
      },
    ],
    [
      'staff',
      {
        isAdmin: false,
        isManager: false,
        isStaff: true,
        isClient: false,
        isAdminOrManager: false,
        isStaffOrHigher: true,
      },
    ],
    [
      'client',
      {
        isAdmin: false,
        isManager: false,
        isStaff: false,
        isClient: true,
        isAdminOrManager: false,
        isStaffOrHigher: false,
      },
    ],
  ] as const)('gives %s its role checks', (role, expected) => {
    expect(buildAccess(role, grantedPermissions(role))).toMatchObject(expected);
  });

  it('lets role-assigners be those holding assign_roles', () => {
    expect(buildAccess('admin', grantedPermissions('admin')).canAssignRoles).toBe(true);
    expect(buildAccess('manager', grantedPermissions('manager')).canAssignRoles).toBe(false);
  });

  it('lets admin manage every role and manager only staff and client', () => {
    const admin = buildAccess('admin', new Set());
    const manager = buildAccess('manager', new Set());
    const staff = buildAccess('staff', new Set());
    expect(['admin', 'manager', 'staff', 'client'].every((r) => admin.canManageRole(r as never))).toBe(true);
    expect(manager.canManageRole('staff')).toBe(true);
    expect(manager.canManageRole('client')).toBe(true);
    expect(manager.canManageRole('manager')).toBe(false);
    expect(manager.canManageRole('admin')).toBe(false);
    expect(staff.canManageRole('client')).toBe(false);
  });

  it('treats a user without a role as client', () => {
    expect(effectiveRole({ role: null })).toBe('client');
    expect(effectiveRole(null)).toBe('client');
    expect(effectiveRole({ role: 'staff' })).toBe('staff');
  });
});
