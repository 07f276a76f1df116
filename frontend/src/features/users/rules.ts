/** Pure rules of the Users page (guide: labels#validation user-management form, guide: roles#who-manages-whom role
 * management, guide: labels#errors, screens#timings-and-limits). */
import { ApiError, serverMessage } from '@/lib/api-client';
import { formatDateTime, parseDate } from '@/lib/format';
import type { Access } from '@/lib/permissions';
import { ROLES, type Role, type User } from '@/types/api';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Manager',
  staff: 'Staff',
  client: 'Client',
};

/** guide: screens#timings-and-limits: the invitation toast lasts 8 s, the temporary-password toast 10 s. */
export const INVITATION_TOAST_MS = 8_000;
export const TEMPORARY_PASSWORD_TOAST_MS = 10_000;

export const NO_VIEW_MESSAGE = "You don't have permission to view user management";

export type RoleFilter = Role | 'all';

/** The list's role filter ('all' keeps everyone; a user with no role counts as client). */
export function filterUsers(users: readonly User[], role: RoleFilter): User[] {
  if (role === 'all') return [...users];
  return users.filter((user) => (user.role ?? 'client') === role);
}

/** guide: roles: the roles the viewer may give (admin: all; manager: staff and client; others: none). */
export function assignableRoles(access: Pick<Access, 'canManageRole'>): Role[] {
  return ROLES.filter((role) => access.canManageRole(role));
}

type Viewer = Pick<Access, 'can' | 'canManageRole'> & { user: Pick<User, 'id'> | null };

/**
 * A button is offered only when the viewer's permissions allow its action (the server still decides;
 * a manager was offered Delete that only answered Access Denied). Add User: create_users and a role to give.
 */
export function canOfferCreate(viewer: Pick<Access, 'can' | 'canManageRole'>): boolean {
  return viewer.can('create_users') && assignableRoles(viewer).length > 0;
}

/** guide: roles#page-access: edit needs edit_users, and only for users whose role the viewer can manage. */
export function canOfferEdit(viewer: Viewer, target: Pick<User, 'role'>): boolean {
  return viewer.can('edit_users') && viewer.canManageRole(target.role);
}

/** Delete needs delete_users, a role the viewer can manage, and never the viewer's own account. */
export function canOfferDelete(viewer: Viewer, target: Pick<User, 'id' | 'role'>): boolean {
  return viewer.can('delete_users') && viewer.canManageRole(target.role) && viewer.user?.id !== target.id;
}

export type UserFormValues = {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Blank means no company. */
  company: string;
  /** Blank means: create -> the server makes a temporary password; edit -> unchanged. */
  password: string;
  isActive: boolean;
};

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const EMPTY_FORM: UserFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  role: 'staff',
  company: '',
  password: '',
  isActive: true,
};

/** The edit dialog starts from the user's current values (no password: blank keeps it). */
export function formFromUser(user: User): UserFormValues {
  return {
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: user.role ?? 'client',
    company: user.company ?? '',
    password: '',
    isActive: user.isActive,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** guide: labels#validation "User management form", messages to the letter. */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!EMAIL.test(values.email.trim())) errors.email = 'Invalid email address';
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  if (!ROLES.includes(values.role)) errors.role = 'Role must be admin, manager, staff or client';
  if (values.password && values.password.length < 8) {
    errors.password = 'Password must be at least 8 characters if provided';
  }
  return errors;
}

export function hasErrors(errors: UserFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

export type UserPayload = {
  email: string;
  firstName: string;
  lastName: string;
  role?: Role;
  company: string | null;
  password?: string;
  isActive: boolean;
};

/**
 * The request body: trimmed names, no company -> null, the password only when typed. `includeRole` is
 * false when the role may not be changed here (editing yourself, or without assign_roles).
 */
export function toPayload(values: UserFormValues, { includeRole = true } = {}): UserPayload {
  const payload: UserPayload = {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: values.company.trim() || null,
    isActive: values.isActive,
  };
  if (includeRole) payload.role = values.role;
  if (values.password) payload.password = values.password;
  return payload;
}

/** The server's field errors ({errors: {email: [...]}}) as form errors, for the fields the form has. */
export function serverFieldErrors(error: unknown): UserFormErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const body: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ''));
    const fields = (body as { errors?: Record<string, string[]> }).errors ?? {};
    const known: (keyof UserFormValues)[] = ['email', 'firstName', 'lastName', 'role', 'company', 'password'];
    const errors: UserFormErrors = {};
    for (const key of known) if (fields[key]?.[0]) errors[key] = fields[key][0];
    return errors;
  } catch {
    return {};
  }
}

export type ToastSpec = {
  title: string;
  message: string;
  variant: 'default' | 'destructive';
  autoClose: number;
};

export type UserCreated = { invitationSent: boolean; temporaryPassword: string | null; email: string };

/**
 * After a create (guide: screens#timings-and-limits: one toast visible at a time; invitation 8 s, temporary password 10
 * s). With a temporary password, that toast wins (the admin has to pass the password on) and carries the
 * invitation line too, so nothing is lost by showing only one; without, the invitation toast.
 */
export function createdToast({ invitationSent, temporaryPassword, email }: UserCreated): ToastSpec {
  const invitation = invitationSent
    ? `An invitation e-mail was sent to ${email}.`
    : `The invitation e-mail to ${email} could not be sent.`;
  if (temporaryPassword) {
    return {
      title: 'Temporary password',
      message: `${invitation} Temporary password: ${temporaryPassword}`,
      variant: 'default',
      autoClose: TEMPORARY_PASSWORD_TOAST_MS,
    };
  }
  return invitationSent
    ? { title: 'Invitation sent', message: invitation, variant: 'default', autoClose: INVITATION_TOAST_MS }
    : { title: 'User created', message: invitation, variant: 'destructive', autoClose: INVITATION_TOAST_MS };
}

export type UserAction = 'create' | 'edit' | 'delete';

const ACTION_PERMISSION = { create: 'create_users', edit: 'edit_users', delete: 'delete_users' } as const;
const ACTION_VERB = { create: 'create', edit: 'edit', delete: 'delete' } as const;
const FAILURE = {
  create: 'Failed to create user',
  edit: 'Failed to update user',
  delete: 'Failed to delete user',
};

/**
 * guide: labels#toasts: the Access Denied toast when the viewer lacks the action's permission (or, to create, may
 * give no role at all), else null.
 */
export function accessDeniedToast(
  access: Pick<Access, 'can' | 'canManageRole'>,
  action: UserAction,
): ToastSpec | null {
  const allowed =
    access.can(ACTION_PERMISSION[action]) && (action !== 'create' || assignableRoles(access).length > 0);
  if (allowed) return null;
  return {
    title: 'Access Denied',
    message: `You don't have permission to ${ACTION_VERB[action]} users`,
    variant: 'destructive',
    autoClose: 5000,
  };
}

/** guide: labels#toasts failure toasts: the server's message when it has one, else "Failed to ... user". */
export function failureToast(error: unknown, action: UserAction): ToastSpec {
  const forbidden = error instanceof ApiError && error.status === 403;
  return {
    title: forbidden ? 'Access Denied' : 'Error',
    message: serverMessage(error, FAILURE[action]),
    variant: 'destructive',
    autoClose: 5000,
  };
}

export function successToast(message: string): ToastSpec {
  return { title: 'Success', message, variant: 'default', autoClose: 5000 };
}

/** The create dialog's first role: staff when the viewer may give it, else the first they may. */
export function defaultRole(roles: readonly Role[]): Role {
  return roles.includes('staff') ? 'staff' : (roles[0] ?? 'client');
}

/** "21/11/2026, 09:05" in the viewer's locale conventions (en-GB), or "Never". */
export function formatLastLogin(value: string | null): string {
  return parseDate(value) ? formatDateTime(value) : 'Never';
}
