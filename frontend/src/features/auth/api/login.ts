import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authKeys } from '@/data/query-keys';
import { apiPost } from '@/lib/api-client';
import { setEnrolmentOnly } from '@/lib/mfa-enrolment';
import { storeSession } from '@/lib/session';
import type { User } from '@/types/api';

export type LoginInput = { email: string; password: string };
export type MfaMethod = 'totp' | 'webauthn' | 'recovery';
/** A signed-in answer; `mfaEnrolmentRequired` marks an enrolment session (guide: roles#two-factor-sign-in). */
export type SignedInResponse = {
  user: User;
  token: string;
  message: string;
  mfaEnrolmentRequired?: boolean;
  /** After a sign-in with a recovery code: how many unused ones are left. */
  recoveryCodesLeft?: number;
};
/** The password was right and the user has a second factor: a second step follows (guide: roles#two-factor-sign-in). */
export type MfaChallenge = { mfaRequired: true; mfaToken: string; methods: MfaMethod[]; message: string };
export type LoginResponse = SignedInResponse | MfaChallenge;

export function isMfaChallenge(response: LoginResponse): response is MfaChallenge {
  return 'mfaRequired' in response && response.mfaRequired === true;
}

export function login(input: LoginInput): Promise<LoginResponse> {
  // A stale token from an earlier session must not ride along with a fresh sign-in.
  return apiPost<LoginResponse>('/api/auth/login', input, { token: null });
}

/** Stores user and token at once (guide: workflow). */
export function storeSignedIn({ user, token }: SignedInResponse): void {
  storeSession(user, token);
}

/** Stores the session (guide: workflow) unless a second step is due; `signIn` later hands the user to the guards. */
export function useLogin() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if (!isMfaChallenge(response)) storeSignedIn(response);
    },
  });
  // The enrolment mark is set with the user, not on storing: marking earlier would re-run the route guards
  // while the user query is still empty (a loading screen in place of the form).
  const signIn = useCallback(
    ({ user, mfaEnrolmentRequired }: Pick<SignedInResponse, 'user' | 'mfaEnrolmentRequired'>) => {
      setEnrolmentOnly(Boolean(mfaEnrolmentRequired));
      queryClient.setQueryData(authKeys.user(), user);
    },
    [queryClient],
  );
  return { ...mutation, signIn };
}
