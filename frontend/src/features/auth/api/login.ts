import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { storeSession } from '@/lib/session';
import type { User } from '@/types/api';

import { USER_QUERY_KEY } from './get-user';

export type LoginInput = { email: string; password: string };
export type LoginResponse = { user: User; token: string; message: string };

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiPost<LoginResponse>('/api/auth/login', input);
}

/** Stores user and token (SPEC §4) and primes the current-user cache so guards see the user at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => {
      storeSession(user, token);
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
  });
}
