import { useEffect, useMemo } from 'react';
import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';

import { PageLayout } from '@/components/layout/page-layout';
import { useRolePermissions } from '@/features/permissions/api/get-role-permissions';
import { useUsers } from '@/data/users';
import { useUpdateRolePermission } from '@/features/permissions/api/update-role-permission';
import { useUpdateUserRole } from '@/features/permissions/api/update-user-role';
import { PermissionMatrix } from '@/features/permissions/components/permission-matrix';
import { RoleCards } from '@/features/permissions/components/role-cards';
import { TwoFactorPolicy } from '@/features/permissions/components/two-factor-policy';
import { UserRolesTable } from '@/features/permissions/components/user-roles-table';
import {
  buildMatrix,
  deniedToast,
  failureToast,
  grantedCounts,
  matrixToggleDenial,
  NO_USERS_MESSAGE,
  NOT_APPLICABLE_NOTE,
  OWN_ROLE_MESSAGE,
  permissionLabel,
  ROLE_LABELS,
  userRoleChangeDenial,
} from '@/features/permissions/rules';
import { ApiError, serverMessage } from '@/lib/api-client';
import { displayName } from '@/lib/display-name';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import type { Role, User } from '@/types/api';

const SUCCESS_TOAST_MS = 3000;

/** /permissions (guide: roles#permissions-page, labels#errors). */
export function PermissionsPage() {
  const access = usePermissions();
  const matrix = useRolePermissions();
  const canViewUsers = access.can('view_users');
  const users = useUsers(canViewUsers);
  const updatePermission = useUpdateRolePermission();
  const updateRole = useUpdateUserRole();
  const handleUnauthorized = useUnauthorizedHandler();

  useEffect(() => {
    const error = matrix.error ?? users.error;
    if (error) handleUnauthorized(error);
  }, [matrix.error, users.error, handleUnauthorized]);

  const rows = useMemo(() => buildMatrix(matrix.data ?? []), [matrix.data]);
  const counts = useMemo(() => grantedCounts(matrix.data ?? []), [matrix.data]);
  const readOnly = matrixToggleDenial(access) !== null;

  const togglePermission = (role: Role, permission: string, granted: boolean) => {
    const denial = matrixToggleDenial(access);
    if (denial) {
      toast(deniedToast(denial));
      return;
    }
    updatePermission.mutate(
      { role, permission, granted },
      {
        onSuccess: () =>
          toast({
            title: 'Permission updated',
            message: `${ROLE_LABELS[role]}: ${permissionLabel(permission)} ${granted ? 'granted' : 'revoked'}`,
            autoClose: SUCCESS_TOAST_MS,
          }),
        onError: (error) => {
          if (!handleUnauthorized(error)) toast(failureToast(error, 'Failed to update permission'));
        },
      },
    );
  };

  const changeRole = (user: User, role: Role) => {
    const denial = userRoleChangeDenial(access, user, role);
    if (denial) {
      toast(deniedToast(denial));
      return;
    }
    updateRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () =>
          toast({
            title: 'Role updated',
            message: `${displayName(user)} is now ${ROLE_LABELS[role]}`,
            autoClose: SUCCESS_TOAST_MS,
          }),
        onError: (error) => {
          if (!handleUnauthorized(error)) toast(failureToast(error, 'Failed to update user role'));
        },
      },
    );
  };

  // Whoever may not view user management (staff by default) is not offered the section at all.
  const usersForbidden = users.error instanceof ApiError && users.error.status === 403;

  return (
    <PageLayout title="Role Permissions">
      <Stack gap="lg">
        {matrix.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        ) : matrix.isError ? (
          <Alert color="red" title="The permission matrix could not be loaded" role="alert">
            {serverMessage(matrix.error, 'Please reload the page and try again.')}
          </Alert>
        ) : (
          <>
            <RoleCards counts={counts} total={rows.length} />
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="matrix-title">
              <Title order={2} size="h4" id="matrix-title" mb="xs">
                Permission Matrix
              </Title>
              {readOnly ? (
                <Alert color="gray" mb="sm" title="Read-only" role="note">
                  {"You don't have permission to modify role permissions"}
                </Alert>
              ) : (
                <Text size="sm" c="dimmed" mb="sm">
                  Changes apply at once to every user of the role.
                </Text>
              )}
              <PermissionMatrix rows={rows} editable={!readOnly} onToggle={togglePermission} />
              <Text size="xs" c="gray.7" mt="xs">
                {NOT_APPLICABLE_NOTE}
              </Text>
            </Paper>
          </>
        )}
        <TwoFactorPolicy />
        {canViewUsers && (
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="user-roles-title">
            <Title order={2} size="h4" id="user-roles-title" mb="xs">
              User Roles
            </Title>
            {usersForbidden ? (
              <Text size="sm" c="gray.7">
                {NO_USERS_MESSAGE}
              </Text>
            ) : users.isPending ? (
              <Group justify="center" py="xl">
                <Loader size="sm" />
              </Group>
            ) : users.isError ? (
              <Alert color="red" role="alert">
                {serverMessage(users.error, 'Failed to load users')}
              </Alert>
            ) : (
              <>
                <Text size="sm" c="dimmed" mb="sm">
                  Turn a role on to give it to the user. {OWN_ROLE_MESSAGE}.
                </Text>
                <UserRolesTable
                  users={users.data}
                  currentUserId={access.user?.id ?? null}
                  pendingUserId={updateRole.isPending ? (updateRole.variables?.id ?? null) : null}
                  onChange={changeRole}
                  onOwnRowAttempt={() => toast(deniedToast(OWN_ROLE_MESSAGE))}
                />
              </>
            )}
          </Paper>
        )}
      </Stack>
    </PageLayout>
  );
}
