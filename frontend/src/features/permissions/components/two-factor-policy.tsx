import { Alert, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';

import { useMfaPolicy } from '@/features/permissions/api/get-mfa-policy';
import { useUpdateMfaPolicy } from '@/features/permissions/api/update-mfa-policy';
import { deniedToast, matrixToggleDenial, ROLE_LABELS } from '@/features/permissions/rules';
import { serverMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { ROLES, type Role } from '@/types/api';

/**
 * Per-role two-factor policy (guide: roles#two-factor-sign-in): whoever may edit the permission matrix can require
 * two-factor sign-in for a role; others see the switches read-only. A user of such a role without a factor can only
 * enrol at their next sign-in.
 */
export function TwoFactorPolicy() {
  const access = usePermissions();
  const policy = useMfaPolicy();
  const update = useUpdateMfaPolicy();
  const denial = matrixToggleDenial(access);

  const change = (role: Role, required: boolean) => {
    if (denial) {
      toast(deniedToast(denial));
      return;
    }
    update.mutate(
      { [role]: required },
      {
        onSuccess: () =>
          toast({
            title: 'Two-factor policy updated',
            message: `${ROLE_LABELS[role]}: two-factor sign-in ${required ? 'required' : 'optional'}`,
            autoClose: 3000,
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            message: serverMessage(error, 'Failed to update the two-factor policy'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="two-factor-policy-title">
      <Title order={2} size="h4" id="two-factor-policy-title" mb="xs">
        Two-factor sign-in
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Require a second step (authenticator app or passkey) at sign-in for every user of a role. Users
        without one are asked to set it up at their next sign-in and can do nothing else until they have.
      </Text>
      {policy.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Loading two-factor policy" />
        </Group>
      ) : policy.isError ? (
        <Alert color="red" role="alert">
          {serverMessage(policy.error, 'The two-factor policy could not be loaded.')}
        </Alert>
      ) : (
        <Stack gap="sm">
          {ROLES.map((role) => {
            const pending = update.isPending && update.variables?.[role] !== undefined;
            const checked = pending ? Boolean(update.variables?.[role]) : policy.data[role];
            return (
              <Switch
                key={role}
                label={`${ROLE_LABELS[role]}: require two-factor sign-in`}
                checked={checked}
                disabled={denial !== null || update.isPending}
                onChange={(event) => change(role, event.currentTarget.checked)}
              />
            );
          })}
          {denial && (
            <Text size="sm" c="dimmed">
              {denial}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
