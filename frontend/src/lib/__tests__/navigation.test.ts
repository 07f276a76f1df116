import { canOpenPage, isCurrentPage, NAV_LINKS, NAV_ORDER, navTargets } from '@/lib/navigation';
import { buildAccess, STATIC_PERMISSIONS, type Permission } from '@/lib/permissions';
import type { Role } from '@/types/api';

const access = (role: Role, permissions: readonly Permission[] = STATIC_PERMISSIONS[role]) =>
  buildAccess(role, new Set(permissions));

const links = (role: Role, permissions?: readonly Permission[]) => navTargets(access(role, permissions));

describe('navTargets: the app-wide navigation offers only pages that show more than Access Denied', () => {
  it('offers the admin every staff page and Security, not the client portal', () => {
    expect(links('admin')).toEqual([
      'dashboard',
      'duplicates',
      'imports',
      'audit',
      'reports',
      'workload',
      'users',
      'permissions',
      'privacy',
      'settings',
      'security',
    ]);
  });

  it('offers the manager the pages of the static table', () => {
    expect(links('manager')).toEqual([
      'dashboard',
      'imports',
      'reports',
      'workload',
      'users',
      'permissions',
      'security',
    ]);
  });

  it('offers staff the dashboard, the (read-only) permissions matrix and Security', () => {
    expect(links('staff')).toEqual(['dashboard', 'permissions', 'security']);
  });

  it('offers a client their case overview and Security, whatever the permission list says', () => {
    expect(links('client')).toEqual(['client', 'security']);
    expect(links('client', ['view_users', 'view_audit_logs'])).toEqual(['client', 'security']);
  });

  it('offers an enrolment session only Security: every other page sends it back there', () => {
    expect(navTargets({ ...access('admin'), enrolmentOnly: true })).toEqual(['security']);
    expect(canOpenPage('dashboard', { ...access('staff'), enrolmentOnly: true })).toBe(false);
  });

  it('follows the server permission list, not the role name', () => {
    expect(links('staff', ['view_all_cases', 'view_audit_logs', 'upload_csv', 'system_settings'])).toEqual([
      'dashboard',
      'imports',
      'audit',
      'permissions',
      'privacy',
      'settings',
      'security',
    ]);
    expect(links('manager', [])).toEqual(['dashboard', 'permissions', 'security']);
  });

  it('offers Workload to edit_cases holders and Settings to system_settings holders', () => {
    const who = (role: Role, permissions?: readonly Permission[]) => access(role, permissions);
    expect(canOpenPage('workload', who('admin'))).toBe(true);
    expect(canOpenPage('workload', who('manager'))).toBe(true);
    expect(canOpenPage('workload', who('staff'))).toBe(false);
    expect(canOpenPage('workload', who('staff', ['edit_cases']))).toBe(true);
    expect(canOpenPage('workload', who('client', ['edit_cases']))).toBe(false);
    expect(canOpenPage('settings', who('admin'))).toBe(true);
    expect(canOpenPage('settings', who('manager'))).toBe(false);
    expect(canOpenPage('settings', who('staff'))).toBe(false);
    expect(canOpenPage('settings', who('manager', ['system_settings']))).toBe(true);
    expect(canOpenPage('settings', who('client', ['system_settings']))).toBe(false);
    expect(NAV_LINKS.workload).toEqual({ label: 'Workload', to: '/workload' });
    expect(NAV_LINKS.settings).toEqual({ label: 'Settings', to: '/settings' });
  });

  it('labels and routes each link as the guide does, in one order', () => {
    expect(NAV_LINKS.audit).toEqual({ label: 'Audit Log', to: '/audit' });
    expect(NAV_LINKS.dashboard).toEqual({ label: 'Dashboard', to: '/dashboard' });
    expect(NAV_LINKS.client).toEqual({ label: 'Case Overview', to: '/client' });
    expect(NAV_ORDER[0]).toBe('dashboard');
    expect(NAV_ORDER.at(-1)).toBe('security');
  });

  it('marks the page on screen, the dashboard also at /', () => {
    expect(isCurrentPage('users', '/users')).toBe(true);
    expect(isCurrentPage('dashboard', '/')).toBe(true);
    expect(isCurrentPage('dashboard', '/users')).toBe(false);
    // Settings' own screens (Turnaround, Integrations) keep Settings marked.
    expect(isCurrentPage('settings', '/settings/integrations')).toBe(true);
    expect(isCurrentPage('settings', '/settingsx')).toBe(false);
  });
});
