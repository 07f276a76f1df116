/** Shapes of the server's JSON (SPEC §3), shared by every feature. */

export const ROLES = ['admin', 'manager', 'staff', 'client'] as const;
export type Role = (typeof ROLES)[number];

export type User = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** A user with no role is treated as client (SPEC §6). */
  role: Role | null;
  company: string | null;
  isActive: boolean;
  lastLoginAt: string | null;
  profileImageUrl: string | null;
  /** The stored session user may carry the token (SPEC §3 "User"). */
  token?: string;
};

export type RolePermission = {
  role: Role;
  permission: string;
  granted: boolean;
};

/** Every error body from our server (SPEC §8, config/exception_handler.py). */
export type ApiErrorBody = {
  message: string;
  errors?: Record<string, string[]>;
};
