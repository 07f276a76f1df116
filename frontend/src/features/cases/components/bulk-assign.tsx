import { useState } from 'react';
import { Button } from '@mantine/core';

import type { CaseAssignee } from '@/types/api';
import { UserPicker } from './user-picker';

const UNASSIGNED = 'none';
const FIXED = [{ value: UNASSIGNED, label: 'Unassigned' }];

/** The bulk bar's Assign: a handler chosen by name (or Unassigned), then the Assign button asks to confirm. */
export function BulkAssign({
  pending,
  onAssign,
}: {
  pending: boolean;
  onAssign: (assignee: CaseAssignee | null) => void;
}) {
  const [choice, setChoice] = useState<CaseAssignee | 'none' | null>(null);
  return (
    <>
      <UserPicker
        aria-label="Assign to"
        placeholder="Assign to..."
        size="xs"
        w={200}
        fixed={FIXED}
        value={choice === null ? null : choice === UNASSIGNED ? UNASSIGNED : String(choice.id)}
        onChange={(value, option) =>
          setChoice(
            value === UNASSIGNED
              ? UNASSIGNED
              : value && option
                ? { id: Number(value), name: option.label }
                : null,
          )
        }
      />
      <Button
        size="xs"
        disabled={choice === null || pending}
        onClick={() => choice !== null && onAssign(choice === UNASSIGNED ? null : choice)}
      >
        Assign
      </Button>
    </>
  );
}
