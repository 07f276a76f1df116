import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { apiPost } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export function logout(): Promise<unknown> {
  return apiPost('/api/auth/logout');
}

/** guide: workflow: call the server, then clear both stored entries and cached data, then go to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.clear();
      navigate(paths.login, { replace: true });
    },
  });
}
