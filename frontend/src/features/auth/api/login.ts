import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authKeys } from '@/data/query-keys';
import { apiPost } from '@/lib/api-client';
import { storeSession } from '@/lib/session';
import type { User } from '@/types/api';

export type LoginInput = { email: string; password: string };
export type LoginResponse = { user: User; token: string; message: string };

export function login(input: LoginInput): Promise<LoginResponse> {
  // A stale token from an earlier session must not ride along with a fresh sign-in.
  return apiPost<LoginResponse>('/api/auth/login', input, { token: null });
}

/** Stores user and token at once (SPEC §4); `signIn` later hands the user to the guards (the redirect). */
export function useLogin() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => storeSession(user, token),
  });
  const signIn = useCallback((user: User) => queryClient.setQueryData(authKeys.user(), user), [queryClient]);
  return { ...mutation, signIn };
}
