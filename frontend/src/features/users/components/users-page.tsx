import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Select, Text } from '@mantine/core';

import { PageLayout } from '@/components/layout/page-layout';
import { useCreateUser } from '@/features/users/api/create-user';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useUsers } from '@/data/users';
import { useUpdateUser } from '@/features/users/api/update-user';
import { DeleteUserDialog } from '@/features/users/components/delete-user-dialog';
import { ResetTwoFactorAction } from '@/features/users/components/reset-two-factor-action';
import { TemporaryPasswordDialog } from '@/features/users/components/temporary-password-dialog';
import { UserFormDialog } from '@/features/users/components/user-form-dialog';
import { UsersTable } from '@/features/users/components/users-table';
import {
  accessDeniedToast,
  assignableRoles,
  canOfferCreate,
  canOfferDelete,
  canOfferEdit,
  createdToast,
  defaultRole,
  EMPTY_FORM,
  failureToast,
  filterUsers,
  formFromUser,
  NO_VIEW_MESSAGE,
  ROLE_LABELS,
  serverFieldErrors,
  successToast,
  toPayload,
  type RoleFilter,
  type UserAction,
  type UserCreated,
  type UserFormErrors,
  type UserFormValues,
} from '@/features/users/rules';
import { ApiError, serverMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import { ROLES, type User } from '@/types/api';

const ROLE_FILTER_OPTIONS = [
  { value: 'all', label: 'All roles' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

type Dialog = { mode: 'create' } | { mode: 'edit'; user: User } | null;

/** /users (guide: screens#users-page, labels#validation, roles, labels#errors, screens#timings-and-limits). */
export function UsersPage() {
  const access = usePermissions();
  const canView = access.can('view_users');
  const users = useUsers(canView);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const handleUnauthorized = useUnauthorizedHandler();

  const [roleFilter, setRoleFilter] = useState<RoleFilter>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [serverErrors, setServerErrors] = useState<UserFormErrors>({});
  const [deleting, setDeleting] = useState<User | null>(null);
  const [created, setCreated] = useState<UserCreated | null>(null);

  useEffect(() => {
    if (users.error) handleUnauthorized(users.error);
  }, [users.error, handleUnauthorized]);

  const forbidden = !canView || (users.error instanceof ApiError && users.error.status === 403);
  const roles = assignableRoles(access);
  const list = useMemo(() => filterUsers(users.data ?? [], roleFilter), [users.data, roleFilter]);
  const companies = useMemo(
    () =>
      [
        ...new Set((users.data ?? []).map((user) => user.company).filter((c): c is string => Boolean(c))),
      ].sort(),
    [users.data],
  );

  const denied = (action: UserAction) => {
    const spec = accessDeniedToast(access, action);
    if (spec) toast(spec);
    return spec !== null;
  };
  const failed = (error: unknown, action: UserAction) => {
    if (!handleUnauthorized(error)) toast(failureToast(error, action));
  };

  const openCreate = () => {
    if (denied('create')) return;
    setServerErrors({});
    setDialog({ mode: 'create' });
  };
  const viewerId = access.user?.id ?? null;
  const canEdit = (user: User) => canOfferEdit(access, user);
  const canDelete = (user: User) => canOfferDelete(access, user);
  const openEdit = (user: User) => {
    if (denied('edit')) return;
    setServerErrors({});
    setDialog({ mode: 'edit', user });
  };
  const openDelete = (user: User) => {
    if (!denied('delete')) setDeleting(user);
  };

  const submit = (values: UserFormValues) => {
    if (!dialog) return;
    const onError = (error: unknown) => {
      setServerErrors(serverFieldErrors(error));
      failed(error, dialog.mode);
    };
    if (dialog.mode === 'create') {
      createUser.mutate(toPayload(values), {
        onSuccess: (result) => {
          setDialog(null);
          // A temporary password stays on screen until dismissed; otherwise the invitation toast.
          if (result.temporaryPassword) setCreated(result);
          else toast(createdToast(result));
        },
        onError,
      });
      return;
    }
    const { user } = dialog;
    updateUser.mutate(
      { id: user.id, payload: toPayload(values, { includeRole: values.role !== (user.role ?? 'client') }) },
      {
        onSuccess: () => {
          setDialog(null);
          toast(successToast('User updated successfully'));
        },
        onError,
      },
    );
  };

  // guide: roles#two-factor-sign-in: whoever may edit the permission matrix (admins) may reset another user's second
  // factor.
  const resetTwoFactor = (user: User) => (user.id === viewerId ? null : <ResetTwoFactorAction user={user} />);

  const confirmDelete = (user: User) =>
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        setDeleting(null);
        toast(successToast('User deleted successfully'));
      },
      onError: (error) => failed(error, 'delete'),
    });

  const editing = dialog?.mode === 'edit' ? dialog.user : null;
  const editingSelf = editing !== null && editing.id === viewerId;
  const roleLockedReason = !editing
    ? null
    : editingSelf
      ? 'You cannot change your own role'
      : access.canAssignRoles
        ? null
        : "You don't have permission to change roles";

  return (
    <PageLayout title="User Management">
      {forbidden ? (
        <Alert color="red" title="Access Denied" role="alert">
          {NO_VIEW_MESSAGE}
        </Alert>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
            <Select
              label="Filter by role"
              data={ROLE_FILTER_OPTIONS}
              value={roleFilter}
              onChange={(value) => setRoleFilter((value ?? 'all') as RoleFilter)}
              allowDeselect={false}
              w={200}
            />
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                {list.length} {list.length === 1 ? 'user' : 'users'}
              </Text>
              {canOfferCreate(access) && <Button onClick={openCreate}>Add User</Button>}
            </Group>
          </Group>
          {users.isPending ? (
            <Group justify="center" py="xl">
              <Loader size="sm" />
            </Group>
          ) : users.isError ? (
            <Alert color="red" role="alert">
              {serverMessage(users.error, 'Failed to load users')}
            </Alert>
          ) : (
            <UsersTable
              users={list}
              currentUserId={viewerId}
              canEdit={canEdit}
              canDelete={canDelete}
              onEdit={openEdit}
              onDelete={openDelete}
              extraActions={access.isAdmin ? resetTwoFactor : undefined}
            />
          )}
        </Paper>
      )}
      <UserFormDialog
        mode={dialog?.mode ?? 'create'}
        opened={dialog !== null}
        initial={editing ? formFromUser(editing) : { ...EMPTY_FORM, role: defaultRole(roles) }}
        roles={roles}
        roleLockedReason={roleLockedReason}
        activeLockedReason={editingSelf ? 'You cannot deactivate your own account' : null}
        companies={companies}
        pending={createUser.isPending || updateUser.isPending}
        serverErrors={serverErrors}
        onClose={() => setDialog(null)}
        onSubmit={submit}
      />
      <DeleteUserDialog
        user={deleting}
        pending={deleteUser.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <TemporaryPasswordDialog created={created} onClose={() => setCreated(null)} />
    </PageLayout>
  );
}
