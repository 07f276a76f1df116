import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import {
  isMfaChallenge,
  useLogin,
  type MfaChallenge,
  type SignedInResponse,
} from '@/features/auth/api/login';
import { useSetupStatus } from '@/features/auth/api/get-setup-status';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import {
  hasErrors,
  LOGIN_REDIRECT_MS,
  MESSAGES,
  validateLogin,
  type LoginErrors,
} from '@/features/auth/rules';
import {
  afterSignInPath,
  challengeDescription,
  recoveryCodesWarning,
} from '@/features/auth/two-factor-rules';
import { ErrorAlert } from '@/components/ui/error-alert';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * guide: screens, workflow, labels#validation: email + password; success stores the session and redirects by role after
 * 100 ms. guide: roles#two-factor-sign-in: a user with a second factor gets a second step in the same card first; an
 * enrolment session goes to the Security page.
 */
export function LoginForm({ onSigningIn }: { onSigningIn?: () => void } = {}) {
  const navigate = useNavigate();
  const login = useLogin();
  const { signIn } = login;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [signedIn, setSignedIn] = useState<SignedInResponse | null>(null);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);

  // On an empty database the first visitor creates the admin account (fresh answer only: setup may just have run).
  // /login itself always shows the form, so a person can still sign in while setup is open; it offers the
  // setup link only while no administrator exists.
  const { pathname } = useLocation();
  const setupStatus = useSetupStatus();
  const noAdminYet = setupStatus.isFetchedAfterMount && setupStatus.data?.adminExists === false;
  useEffect(() => {
    if (noAdminYet && pathname !== paths.login) navigate(paths.setup, { replace: true });
  }, [noAdminYet, pathname, navigate]);

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => {
      signIn(signedIn);
      const warning = recoveryCodesWarning(signedIn.recoveryCodesLeft);
      if (warning) toast({ ...warning, variant: signedIn.recoveryCodesLeft ? 'default' : 'destructive' });
      navigate(afterSignInPath(signedIn), { replace: true });
    }, LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedIn, signIn, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    if (hasErrors(found)) return;
    onSigningIn?.();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (response) => (isMfaChallenge(response) ? setChallenge(response) : setSignedIn(response)),
      },
    );
  };

  if (challenge) {
    const restart = () => {
      setChallenge(null);
      setPassword('');
      login.reset();
    };
    return (
      <AuthLayout title="Two-factor sign-in" description={challengeDescription(challenge.methods)}>
        <TwoFactorStep challenge={challenge} onSignedIn={setSignedIn} onRestart={restart} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign in" description="Sign in to your case management account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {login.isError && (
            <ErrorAlert title="Sign in failed">{serverMessage(login.error, MESSAGES.loginFailed)}</ErrorAlert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.resetPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending || login.isSuccess} fullWidth>
            Sign In
          </Button>
          {noAdminYet && (
            <Text size="sm" c="dimmed" ta="center">
              Setting up Casebook for the first time?{' '}
              <Anchor component={Link} to={paths.setup} size="sm">
                Create the administrator account
              </Anchor>
            </Text>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
