import { ApiError } from '@/lib/api-client';
import { buildAccess, grantedPermissions } from '@/lib/permissions';
import {
  accessDeniedToast,
  assignableRoles,
  canOfferCreate,
  canOfferDelete,
  canOfferEdit,
  createdToast,
  defaultRole,
  EMPTY_FORM,
  failureToast,
  filterUsers,
  formatLastLogin,
  formFromUser,
  serverFieldErrors,
  toPayload,
  validateUserForm,
} from '@/features/users/rules';
import { makeUser } from '@/testing/test-utils';
import type { Role } from '@/types/api';

const accessOf = (role: Role, permissions?: string[]) =>
  buildAccess(role, permissions ? new Set(permissions) : grantedPermissions(role));
const viewer = (role: Role, id = 99) => ({ ...accessOf(role), user: makeUser({ id, role }) });

describe('assignableRoles', () => {
  it('gives admins every role, managers staff and client, and staff and clients none', () => {
    expect(assignableRoles(accessOf('admin'))).toEqual(['admin', 'manager', 'staff', 'client']);
    expect(assignableRoles(accessOf('manager'))).toEqual(['staff', 'client']);
    expect(assignableRoles(accessOf('staff'))).toEqual([]);
    expect(assignableRoles(accessOf('client'))).toEqual([]);
  });
});

describe('defaultRole', () => {
  it('starts the create form at staff, or the first role the viewer may give', () => {
    expect(defaultRole(['admin', 'manager', 'staff', 'client'])).toBe('staff');
    expect(defaultRole(['client'])).toBe('client');
  });
});

describe('edit and delete are offered only for manageable roles', () => {
  it('lets a manager edit staff and clients but not admins or managers', () => {
    const manager = viewer('manager');
    expect(canOfferEdit(manager, makeUser({ role: 'staff' }))).toBe(true);
    expect(canOfferEdit(manager, makeUser({ role: 'client' }))).toBe(true);
    expect(canOfferEdit(manager, makeUser({ role: null }))).toBe(true); // no role counts as client
    expect(canOfferEdit(manager, makeUser({ role: 'admin' }))).toBe(false);
    expect(canOfferEdit(manager, makeUser({ role: 'manager' }))).toBe(false);
    expect(canOfferDelete(manager, makeUser({ role: 'admin' }))).toBe(false);
  });

  it('lets an admin edit everyone, including themselves, but never delete themselves', () => {
    const admin = viewer('admin', 7);
    expect(canOfferEdit(admin, makeUser({ id: 7, role: 'admin' }))).toBe(true);
    expect(canOfferDelete(admin, makeUser({ id: 7, role: 'admin' }))).toBe(false);
    expect(canOfferDelete(admin, makeUser({ id: 8, role: 'admin' }))).toBe(true);
  });

  it('offers nothing to staff', () => {
    expect(canOfferEdit(viewer('staff'), makeUser({ role: 'client' }))).toBe(false);
    expect(canOfferCreate(accessOf('staff'))).toBe(false);
  });

  it('offers no action the permissions do not grant (Delete for a manager answered Access Denied)', () => {
    const manager = viewer('manager');
    expect(canOfferDelete(manager, makeUser({ id: 5, role: 'staff' }))).toBe(false);
    expect(canOfferCreate(accessOf('manager'))).toBe(true);
    const granted = { ...accessOf('manager', ['view_users', 'delete_users']), user: makeUser({ id: 2 }) };
    expect(canOfferDelete(granted, makeUser({ id: 5, role: 'staff' }))).toBe(true);
    expect(canOfferEdit(granted, makeUser({ id: 5, role: 'staff' }))).toBe(false);
    expect(canOfferCreate(granted)).toBe(false);
  });
});

describe('validateUserForm (guide: labels#validation user management)', () => {
  const valid = { ...EMPTY_FORM, email: 'new@example.com', firstName: 'Nia', lastName: 'New' };

  it('accepts a valid form without password or company', () => {
    expect(validateUserForm(valid)).toEqual({});
  });

  it('reports every message to the letter', () => {
    expect(validateUserForm({ ...EMPTY_FORM, email: 'nope', password: '1234567' })).toEqual({
      email: 'Invalid email address',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      password: 'Password must be at least 8 characters if provided',
    });
  });

  it('treats blank names as missing and accepts an 8-character password', () => {
    expect(validateUserForm({ ...valid, firstName: '  ' }).firstName).toBe('First name is required');
    expect(validateUserForm({ ...valid, password: '12345678' })).toEqual({});
  });

  it('defaults isActive to true', () => {
    expect(EMPTY_FORM.isActive).toBe(true);
  });
});

describe('toPayload', () => {
  it('trims, sends no company as null and leaves out a blank password', () => {
    const payload = toPayload({
      ...EMPTY_FORM,
      email: ' a@b.co ',
      firstName: ' Ann ',
      lastName: 'Lee ',
      company: '   ',
      role: 'client',
    });
    expect(payload).toEqual({
      email: 'a@b.co',
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'client',
      company: null,
      isActive: true,
    });
  });

  it('sends a typed password and leaves out the role when asked to', () => {
    const payload = toPayload(
      { ...EMPTY_FORM, company: 'Acme', password: 'longenough' },
      { includeRole: false },
    );
    expect(payload.password).toBe('longenough');
    expect(payload.company).toBe('Acme');
    expect('role' in payload).toBe(false);
  });

  it('starts the edit form from the user', () => {
    const user = makeUser({ role: null, company: null, firstName: null, isActive: false });
    expect(formFromUser(user)).toMatchObject({ role: 'client', company: '', firstName: '', isActive: false });
  });
});

describe('createdToast', () => {
  it('shows the invitation toast for 8 s when the password was given', () => {
    expect(createdToast({ invitationSent: true, temporaryPassword: null, email: 'n@x.co' })).toEqual({
      title: 'Invitation sent',
      message: 'An invitation e-mail was sent to n@x.co.',
      variant: 'default',
      autoClose: 8000,
    });
  });

  it('shows the temporary-password toast for 10 s, carrying the invitation line', () => {
    const spec = createdToast({ invitationSent: true, temporaryPassword: 'Tmp-123456', email: 'n@x.co' });
    expect(spec.title).toBe('Temporary password');
    expect(spec.message).toBe('An invitation e-mail was sent to n@x.co. Temporary password: Tmp-123456');
    expect(spec.autoClose).toBe(10000);
  });

  it('says so when the invitation could not be sent', () => {
    const spec = createdToast({ invitationSent: false, temporaryPassword: null, email: 'n@x.co' });
    expect(spec).toMatchObject({ title: 'User created', variant: 'destructive' });
    expect(spec.message).toBe('The invitation e-mail to n@x.co could not be sent.');
  });
});

describe('access denied and failure toasts (guide: labels#errors)', () => {
  it('denies each action without its permission', () => {
    const none = accessOf('manager', ['view_users']);
    expect(accessDeniedToast(none, 'create')).toMatchObject({
      title: 'Access Denied',
      message: "You don't have permission to create users",
    });
    expect(accessDeniedToast(none, 'edit')?.message).toBe("You don't have permission to edit users");
    expect(accessDeniedToast(none, 'delete')?.message).toBe("You don't have permission to delete users");
    expect(accessDeniedToast(accessOf('manager'), 'edit')).toBeNull();
    expect(accessDeniedToast(accessOf('manager'), 'delete')).not.toBeNull(); // not a default manager grant
  });

  it('denies create to a viewer who may give no role', () => {
    expect(accessDeniedToast(accessOf('staff', ['view_users', 'create_users']), 'create')).not.toBeNull();
  });

  it('uses the server message when there is one, else the fallback', () => {
    const server = new ApiError(400, JSON.stringify({ message: 'A user with this email already exists' }));
    expect(failureToast(server, 'create')).toMatchObject({
      title: 'Error',
      message: 'A user with this email already exists',
    });
    expect(failureToast(new Error('network down'), 'edit').message).toBe('Failed to update user');
    expect(failureToast(new ApiError(500, '<html>'), 'delete').message).toBe('Failed to delete user');
    const forbidden = new ApiError(403, JSON.stringify({ message: 'Access Denied: nope' }));
    expect(failureToast(forbidden, 'delete')).toMatchObject({
      title: 'Access Denied',
      message: 'Access Denied: nope',
    });
  });

  it('reads field errors from a 400 body', () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        message: 'x',
        errors: { email: ['A user with this email already exists'], other: ['?'] },
      }),
    );
    expect(serverFieldErrors(error)).toEqual({ email: 'A user with this email already exists' });
    expect(serverFieldErrors(new ApiError(403, '{}'))).toEqual({});
  });
});

describe('filterUsers and formatLastLogin', () => {
  it('filters by role, counting no role as client', () => {
    const users = [
      makeUser({ id: 1, role: 'admin' }),
      makeUser({ id: 2, role: null }),
      makeUser({ id: 3, role: 'client' }),
    ];
    expect(filterUsers(users, 'all').map((u) => u.id)).toEqual([1, 2, 3]);
    expect(filterUsers(users, 'client').map((u) => u.id)).toEqual([2, 3]);
    expect(filterUsers(users, 'admin').map((u) => u.id)).toEqual([1]);
  });

  it('shows London time or Never', () => {
    expect(formatLastLogin(null)).toBe('Never');
    expect(formatLastLogin('2026-07-01T08:05:00Z')).toBe('01/07/2026, 09:05');
  });
});
