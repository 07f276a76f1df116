import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';

import { paths } from '@/config/paths';
import { useUpdatePassword } from '@/features/auth/api/update-password';
import { useDelayedRedirect } from '@/features/auth/hooks/use-delayed-redirect';
import {
  hasErrors,
  RESET_REDIRECT_MS,
  serverFieldErrors,
  updatePasswordErrorMessage,
  validateResetPassword,
  type ResetPasswordErrors,
} from '@/features/auth/rules';
import { ApiError } from '@/lib/api-client';

/** Two password fields; the reset token (not the stored session) is the bearer. Redirects after 3 s. */
export function ResetPasswordForm({
  token,
  onRequestNewLink,
}: {
  token: string;
  onRequestNewLink: () => void;
}) {
  const update = useUpdatePassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<ResetPasswordErrors>({});
  useDelayedRedirect(update.isSuccess, paths.login, RESET_REDIRECT_MS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateResetPassword({ password, confirmPassword });
    setErrors(found);
    if (hasErrors(found)) return;
    update.mutate(
      { password, token },
      { onError: (error) => setErrors(serverFieldErrors(error, ['password'] as const)) },
    );
  };

  const linkInvalid = update.error instanceof ApiError && update.error.status === 401;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {update.isSuccess && (
          <Alert color="teal" role="status" title="Password updated">
            Your password has been updated. Redirecting to sign in...
          </Alert>
        )}
        {update.isError && (
          <Alert color="red" role="alert">
            {updatePasswordErrorMessage(update.error)}
          </Alert>
        )}
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          disabled={update.isSuccess || linkInvalid}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.currentTarget.value)}
          error={errors.confirmPassword}
          disabled={update.isSuccess || linkInvalid}
        />
        {linkInvalid ? (
          <Button variant="light" fullWidth onClick={onRequestNewLink}>
            Request a new reset link
          </Button>
        ) : (
          <Button type="submit" fullWidth loading={update.isPending} disabled={update.isSuccess}>
            Update Password
          </Button>
        )}
      </Stack>
    </form>
  );
}
