import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';

import { TurnaroundBadge } from '@/components/case-view/turnaround-badge';
import { caseKeys } from '@/data/query-keys';
import { useAssignCase } from '@/features/cases/api/assign-case';
import {
  ASSIGN_FAILED,
  assignActions,
  assignedMessage,
  assigneeText,
} from '@/features/cases/rules/assignment';
import { serverMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';
import type { Case } from '@/types/api';
import { UserPicker } from '../user-picker';

/**
 * The case page header's clock and handler: the turnaround badge, "Assigned to Sam Staff" or "Unassigned", and the
 * changes the user may make (rules/assignment assignActions): choose a handler and Unassign for edit-cases holders;
 * Assign to me and Unassign me for other staff.
 */
export function CaseHandling({ c, onChanged }: { c: Case; onChanged: () => void }) {
  const access = usePermissions();
  const { user } = access;
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedHandler();
  const assign = useAssignCase();
  const offered = assignActions(c, user, access);

  const run = async (assigneeId: number | null) => {
    try {
      const saved = await assign.mutateAsync({ caseId: c.id, assigneeId });
      queryClient.setQueryData(caseKeys.detail(c.id), saved);
      toast({ title: 'Success', message: assignedMessage(saved.assignee) });
      onChanged();
    } catch (error) {
      if (onUnauthorized(error)) return;
      toast({ title: 'Error', message: serverMessage(error, ASSIGN_FAILED), variant: 'destructive' });
    }
  };
  const busy = assign.isPending;

  return (
    <Group gap="sm" wrap="wrap" align="center" role="group" aria-label="Turnaround and handler">
      <TurnaroundBadge turnaround={c.turnaround} />
      <Text size="sm" fw={500}>
        {assigneeText(c.assignee)}
      </Text>
      {offered.includes('choose') && (
        <UserPicker
          aria-label="Choose a handler"
          placeholder="Choose a handler..."
          size="xs"
          w={220}
          known={c.assignee}
          value={c.assignee ? String(c.assignee.id) : null}
          allowDeselect={false}
          disabled={busy}
          onChange={(value) => {
            if (value && Number(value) !== c.assignee?.id) void run(Number(value));
          }}
        />
      )}
      {offered.includes('unassign') && (
        <Button size="xs" variant="default" disabled={busy} onClick={() => void run(null)}>
          Unassign
        </Button>
      )}
      {offered.includes('assignToMe') && user && (
        <Button size="xs" variant="default" disabled={busy} onClick={() => void run(user.id)}>
          Assign to me
        </Button>
      )}
      {offered.includes('unassignMe') && (
        <Button size="xs" variant="default" disabled={busy} onClick={() => void run(null)}>
          Unassign me
        </Button>
      )}
    </Group>
  );
}
