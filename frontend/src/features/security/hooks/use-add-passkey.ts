import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { beginPasskeyRegistration } from '@/features/security/api/begin-passkey-registration';
import { finishPasskeyRegistration } from '@/features/security/api/finish-passkey-registration';
import { securityKeys } from '@/data/query-keys';

/** Adds a passkey: the server's options, the browser's passkey prompt, then the server stores it. */
export async function addPasskey(name: string) {
  const optionsJSON = await beginPasskeyRegistration();
  const credential = await startRegistration({ optionsJSON });
  return finishPasskeyRegistration({ name, credential });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
