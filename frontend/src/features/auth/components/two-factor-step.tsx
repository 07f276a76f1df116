import { useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Divider, Group, Stack, TextInput } from '@mantine/core';

import type { MfaChallenge, SignedInResponse } from '@/features/auth/api/login';
import { useVerifyMfa } from '@/features/auth/api/verify-mfa';
import { usePasskeySignIn } from '@/features/auth/hooks/use-passkey-sign-in';
import {
  initialCodeMode,
  normaliseCode,
  TWO_FACTOR_MESSAGES,
  validateCode,
  type CodeMode,
} from '@/features/auth/two-factor-rules';
import { ErrorAlert } from '@/components/ui/error-alert';
import { serverMessage } from '@/lib/api-client';
import { passkeyErrorMessage } from '@/lib/passkey-errors';

type Props = {
  challenge: MfaChallenge;
  onSignedIn: (response: SignedInResponse) => void;
  /** Back to the email and password (e.g. when the sign-in has expired). */
  onRestart: () => void;
};

/**
 * The second sign-in step (guide: roles#two-factor-sign-in), in the login card: an authenticator code, a recovery code
 * instead, or a passkey when the user has one. Server errors (wrong code, expired sign-in, 429) show as they come.
 */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: Props) {
  const [mode, setMode] = useState<CodeMode>(() => initialCodeMode(challenge.methods));
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const verify = useVerifyMfa();
  const passkey = usePasskeySignIn();
  const hasTotp = challenge.methods.includes('totp');
  const hasPasskey = challenge.methods.includes('webauthn');
  const hasRecovery = challenge.methods.includes('recovery');
  // Without an authenticator app the passkey is the main way in; a recovery code is the fallback.
  const passkeyFirst = hasPasskey && !hasTotp;
  const busy = verify.isPending || verify.isSuccess || passkey.isPending || passkey.isSuccess;

  const switchMode = (next: CodeMode) => {
    setMode(next);
    setCode('');
    setFieldError(null);
    verify.reset();
    passkey.reset();
    inputRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCode(mode, code);
    setFieldError(problem);
    if (problem) return;
    passkey.reset();
    verify.mutate({ mfaToken: challenge.mfaToken, code: normaliseCode(code) }, { onSuccess: onSignedIn });
  };

  const usePasskey = () => {
    verify.reset();
    passkey.mutate(challenge.mfaToken, { onSuccess: onSignedIn });
  };

  const error = verify.isError
    ? serverMessage(verify.error, TWO_FACTOR_MESSAGES.verifyFailed)
    : passkey.isError
      ? passkeyErrorMessage(passkey.error)
      : null;

  const passkeyButton = hasPasskey && (
    <Button
      variant={passkeyFirst ? 'filled' : 'default'}
      autoFocus={passkeyFirst}
      fullWidth
      onClick={usePasskey}
      loading={passkey.isPending || passkey.isSuccess}
      disabled={busy}
    >
      Use a passkey
    </Button>
  );
  const codeForm = (hasTotp || hasRecovery) && (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {mode === 'totp' ? (
          <TextInput
            key="totp"
            ref={inputRef}
            label="Authentication code"
            description="The 6-digit code your authenticator app shows for Casebook."
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            autoFocus={!passkeyFirst}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={fieldError}
          />
        ) : (
          <TextInput
            key="recovery"
            ref={inputRef}
            label="Recovery code"
            description="One of the codes you saved when you set up two-factor sign-in. Each works once."
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={!passkeyFirst}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={fieldError}
          />
        )}
        <Button type="submit" fullWidth loading={verify.isPending || verify.isSuccess} disabled={busy}>
          Verify
        </Button>
        {hasTotp && hasRecovery && (
          <Group justify="center">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => switchMode(mode === 'totp' ? 'recovery' : 'totp')}
            >
              {mode === 'totp' ? 'Use a recovery code' : 'Use your authenticator app'}
            </Anchor>
          </Group>
        )}
      </Stack>
    </form>
  );

  return (
    <Stack gap="md">
      {error && <ErrorAlert title="Verification failed">{error}</ErrorAlert>}
      {passkeyFirst ? passkeyButton : codeForm}
      {hasPasskey && (hasTotp || hasRecovery) && <Divider label="or" labelPosition="center" />}
      {passkeyFirst ? codeForm : passkeyButton}
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Back to sign in
        </Anchor>
      </Group>
    </Stack>
  );
}
