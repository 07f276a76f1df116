import { useEffect, useState } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RequestResetForm } from '@/features/auth/components/request-reset-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { MESSAGES, recoveryTokenFrom } from '@/features/auth/rules';

/**
 * /reset-password (guide: screens, workflow, labels#errors). The e-mailed link carries
 * `#access_token=...&type=recovery`: with a token, the new-password form; without one, the no-token message and a form
 * to request a new link (the forgot-password link of the sign-in screens leads here).
 */
export function ResetPasswordScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => recoveryTokenFrom(location.hash));

  // Take the token (also from a link pasted into this same tab), then drop it from the address bar so it
  // does not linger in the browser history.
  useEffect(() => {
    if (!location.hash) return;
    const fromLink = recoveryTokenFrom(location.hash);
    if (fromLink) setToken(fromLink);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  return (
    <AuthLayout
      title="Reset Password"
      description={
        token
          ? 'Choose a new password for your account.'
          : 'Enter your email and we will send you a reset link.'
      }
    >
      {token ? (
        <ResetPasswordForm key={token} token={token} onRequestNewLink={() => setToken(null)} />
      ) : (
        <RequestResetForm
          notice={
            <Alert color="yellow" role="alert">
              {MESSAGES.noResetToken}
            </Alert>
          }
        />
      )}
      <Text size="sm" c="dimmed" ta="center">
        Remembered it?{' '}
        <Anchor component={Link} to={paths.login} size="sm">
          Back to sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
