import { canOpenPage, NAV_LINKS, type NavTarget } from '@/lib/navigation';
import { buildAccess, STATIC_PERMISSIONS, type Permission } from '@/lib/permissions';
import type { Role } from '@/types/api';

const access = (role: Role, permissions: readonly Permission[] = STATIC_PERMISSIONS[role]) =>
  buildAccess(role, new Set(permissions));

const TARGETS = Object.keys(NAV_LINKS) as NavTarget[];
const openable = (role: Role, permissions?: readonly Permission[]) =>
  TARGETS.filter((target) => canOpenPage(target, access(role, permissions)));

describe('canOpenPage: a top-bar link only to a page that shows more than Access Denied', () => {
  it('offers the admin every page', () => {
    expect(openable('admin')).toEqual(TARGETS);
  });

  it('offers the manager the pages of the static table', () => {
    expect(openable('manager')).toEqual(['dashboard', 'imports', 'users', 'reports', 'permissions']);
  });

  it('offers staff the dashboard and the (read-only) permissions matrix only', () => {
    expect(openable('staff')).toEqual(['dashboard', 'permissions']);
  });

  it('offers a client none of the staff pages (the route guard sends them to their portal)', () => {
    expect(openable('client')).toEqual([]);
    expect(openable('client', ['view_users', 'view_audit_logs'])).toEqual([]);
  });

  it('follows the server permission list, not the role name', () => {
    expect(openable('staff', ['view_all_cases', 'view_audit_logs', 'upload_csv'])).toEqual([
      'dashboard',
      'imports',
      'audit',
      'permissions',
    ]);
    expect(openable('manager', [])).toEqual(['dashboard', 'permissions']);
  });

  it('labels and routes each link as the spec does', () => {
    expect(NAV_LINKS.audit).toEqual({ label: 'Audit Log', to: '/audit' });
    expect(NAV_LINKS.dashboard).toEqual({ label: 'Dashboard', to: '/dashboard' });
  });
});
