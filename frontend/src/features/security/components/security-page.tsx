import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';

import { PageLayout } from '@/components/layout/page-layout';
import { paths } from '@/config/paths';
import { useMfaStatus } from '@/features/security/api/get-mfa-status';
import { AuthenticatorSection } from '@/features/security/components/authenticator-section';
import { PasskeysSection } from '@/features/security/components/passkeys-section';
import { RecoveryCodesDialog } from '@/features/security/components/recovery-codes-dialog';
import { RecoveryCodesSection } from '@/features/security/components/recovery-codes-section';
import { SessionsSection } from '@/features/security/components/sessions-section';
import { SECURITY_MESSAGES } from '@/features/security/rules';
import { serverMessage } from '@/lib/api-client';
import { setEnrolmentOnly, useEnrolmentOnly } from '@/lib/mfa-enrolment';

/**
 * /security (guide: roles#two-factor-sign-in): the signed-in user's second factors, recovery codes and sessions. An
 * enrolment session sees only the two ways to enrol, with the reason, until a factor is confirmed.
 */
export function SecurityPage() {
  const navigate = useNavigate();
  const status = useMfaStatus();
  const enrolmentOnly = useEnrolmentOnly();
  // Whether this visit began as an enrolment session: after enrolling, offer the way on into Casebook.
  const [cameToEnrol] = useState(enrolmentOnly);
  const [codes, setCodes] = useState<string[] | null>(null);

  const data = status.data;
  useEffect(() => {
    // A confirmed factor (or a policy since turned off) makes the same token a full session.
    if (data && (data.enrolled || !data.required)) setEnrolmentOnly(false);
  }, [data]);

  const enrolling = enrolmentOnly && !(data?.enrolled ?? false);
  const doneEnrolling = cameToEnrol && Boolean(data?.enrolled) && codes === null;

  return (
    <PageLayout title="Security">
      <Stack gap="lg" maw={760}>
        {enrolling && (
          <Alert color="orange" title={SECURITY_MESSAGES.enrolmentTitle} role="status">
            {SECURITY_MESSAGES.enrolment}
          </Alert>
        )}
        {doneEnrolling && (
          <Alert color="teal" title="Two-factor sign-in is on" role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{SECURITY_MESSAGES.enrolled}</Text>
              <Button onClick={() => navigate(paths.home, { replace: true })}>Continue to Casebook</Button>
            </Stack>
          </Alert>
        )}
        {!enrolling && !doneEnrolling && (
          <Text size="sm" c="dimmed">
            Two-factor sign-in asks for a second proof after your password: a code from an authenticator app
            or a passkey. {data?.required ? 'Your role requires it.' : ''}
          </Text>
        )}
        {status.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label="Loading" />
          </Group>
        ) : status.isError || !data ? (
          <Alert color="red" role="alert">
            {serverMessage(
              status.error,
              'Your security settings could not be loaded. Reload the page to try again.',
            )}
          </Alert>
        ) : (
          <>
            <AuthenticatorSection status={data} onRecoveryCodes={setCodes} />
            <PasskeysSection status={data} onRecoveryCodes={setCodes} />
            {data.enrolled && !enrolling && <RecoveryCodesSection status={data} onRecoveryCodes={setCodes} />}
            {!enrolling && <SessionsSection />}
          </>
        )}
      </Stack>
      <RecoveryCodesDialog codes={codes} onDone={() => setCodes(null)} />
    </PageLayout>
  );
}
