import { startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';

import { beginPasskeyLogin } from '@/features/auth/api/begin-passkey-login';
import { finishPasskeyLogin } from '@/features/auth/api/finish-passkey-login';
import { storeSignedIn } from '@/features/auth/api/login';

/** The passkey second step: the server's challenge, the browser's passkey prompt, the server's check. */
export async function signInWithPasskey(mfaToken: string) {
  const optionsJSON = await beginPasskeyLogin(mfaToken);
  const credential = await startAuthentication({ optionsJSON });
  return finishPasskeyLogin({ mfaToken, credential });
}

export function usePasskeySignIn() {
  return useMutation({ mutationFn: signInWithPasskey, onSuccess: storeSignedIn });
}
