import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';

import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { isValidEmail, MESSAGES } from '@/features/auth/rules';
import { serverMessage } from '@/lib/api-client';

/**
 * The forgot-password form: POST /api/auth/request-password-reset. The answer is the same whether or not
 * the account exists (no account enumeration), so is the confirmation shown here. `notice` shows above
 * the form until the request is sent.
 */
export function RequestResetForm({ notice }: { notice?: ReactNode }) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = isValidEmail(email) ? undefined : MESSAGES.email;
    setError(found);
    if (found) return;
    request.mutate({ email: email.trim() });
  };

  if (request.isSuccess) {
    return (
      <Alert color="teal" role="status" title="Check your email">
        {MESSAGES.resetRequested}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {notice}
        {request.isError && (
          <Alert color="red" role="alert">
            {serverMessage(request.error, MESSAGES.resetRequestFailed)}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          Send Reset Link
        </Button>
      </Stack>
    </form>
  );
}
