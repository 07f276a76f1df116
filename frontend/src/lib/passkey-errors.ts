/** What to tell a person when the browser's passkey prompt fails (guide: roles#two-factor-sign-in, shared by sign-in
 * and Security). */
import { ApiError, serverMessage } from '@/lib/api-client';

export const PASSKEY_MESSAGES = {
  cancelled: 'The passkey prompt was closed or timed out. Try again, or use another method.',
  alreadyRegistered: 'This passkey is already registered to your account.',
  unsupported: 'This browser cannot use passkeys here. Try another browser or method.',
  failed: 'The passkey could not be used. Try again, or use another method.',
} as const;

export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error, PASSKEY_MESSAGES.failed);
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return PASSKEY_MESSAGES.alreadyRegistered;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return PASSKEY_MESSAGES.cancelled;
  if (
    name === 'NotSupportedError' ||
    name === 'SecurityError' ||
    /does not support WebAuthn/i.test(String(error))
  )
    return PASSKEY_MESSAGES.unsupported;
  return PASSKEY_MESSAGES.failed;
}
