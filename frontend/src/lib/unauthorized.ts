/**
 * guide: labels#errors: unauthorized on a dashboard mutation (or on load) toasts "Unauthorized / You are logged
 * out. Logging in again..." and goes to /login after 500 ms. The /login guard then re-checks the
 * stored token, whose 401 clears the session.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const UNAUTHORIZED_REDIRECT_MS = 500;

export function showUnauthorized(redirect: () => void): void {
  toast({
    title: 'Unauthorized',
    message: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  setTimeout(redirect, UNAUTHORIZED_REDIRECT_MS);
}

/** Returns a handler: true (and toast + redirect) when the error is unauthorized, else false. */
export function useUnauthorizedHandler(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      showUnauthorized(() => navigate(paths.login, { replace: true }));
      return true;
    },
    [navigate],
  );
}
