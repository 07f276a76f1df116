import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { Role } from '@/types/api';

export type CreateUserInput = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  role: Role;
  company?: string;
};

/** POST /api/auth/create-user: /setup sends no token (token: null), /admin sends the admin's. */
export function createUser(input: CreateUserInput, options: { anonymous?: boolean } = {}) {
  return apiPost<{ message: string }>(
    '/api/auth/create-user',
    input,
    options.anonymous ? { token: null } : {},
  );
}

export function useCreateUser(options: { anonymous?: boolean } = {}) {
  return useMutation({ mutationFn: (input: CreateUserInput) => createUser(input, options) });
}
