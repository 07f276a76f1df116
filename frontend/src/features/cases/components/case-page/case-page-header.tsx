import { Anchor, Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

import { ON_HOLD_REASON_LABELS, statusLabel } from '@/components/overview/case-labels';
import { casePagePath, paths } from '@/config/paths';
import type { HeaderAction } from '@/features/cases/rules/case-page';
import { ROW_ACTION_LABELS } from '@/features/cases/rules/row-actions';
import type { Case } from '@/types/api';

/** The legal-hold control, lent by the privacy feature through the route (features do not import each other). */
export type HoldControl = ComponentType<{ caseData: Case; onChanged: () => void }>;

const DUPLICATE_FLAGS = [
  { flag: 'isDuplicateKamId', count: 'duplicateKamIdCount', label: 'KAM ID' },
  { flag: 'isDuplicateBhrukId', count: 'duplicateBhrukIdCount', label: 'BHR UK ID' },
  { flag: 'isDuplicateClientName', count: 'duplicateClientNameCount', label: 'Client Name' },
] as const;

/** Every flag the table shows, in words (colour never alone), with links to the cases and groups they name. */
export function CaseFlags({ c }: { c: Case }) {
  const duplicates = DUPLICATE_FLAGS.filter((d) => c[d.flag]);
  return (
    <Stack gap={6} role="group" aria-label="Case flags">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={c.currentStatus === 'on_hold' ? 'orange' : 'blue'}>
          {statusLabel(c.currentStatus)}
          {c.currentStatus === 'on_hold' && c.onHoldReason
            ? `: ${ON_HOLD_REASON_LABELS[c.onHoldReason]}`
            : ''}
        </Badge>
        {c.isLocked && (
          <Badge variant="light" color="gray">
            Locked
          </Badge>
        )}
        {c.isCancelled && (
          <Badge variant="light" color="red">
            Cancelled
          </Badge>
        )}
        {c.legalHold && (
          <Badge variant="light" color="grape">
            Legal hold
          </Badge>
        )}
        {c.isMerged && (
          <Badge variant="light" color="gray">
            Merged
          </Badge>
        )}
      </Group>
      {c.isMerged && c.mergedIntoId !== null && (
        <Text size="sm">
          Merged into{' '}
          <Anchor component={Link} to={casePagePath(c.mergedIntoId)}>
            case #{c.mergedIntoId}
          </Anchor>
          .
        </Text>
      )}
      {c.mergedIntoCases.length > 0 && (
        <Text size="sm">
          Master of:{' '}
          {c.mergedIntoCases.map((m, i) => (
            <span key={m.id}>
              {i > 0 && ', '}
              <Anchor component={Link} to={casePagePath(m.id)}>
                {m.bhrukId || `case #${m.id}`}
              </Anchor>
            </span>
          ))}
        </Text>
      )}
      {duplicates.length > 0 && (
        <Text size="sm">
          Possible duplicates:{' '}
          {duplicates.map((d, i) => (
            <span key={d.flag}>
              {i > 0 && ', '}
              {d.label} shared with {c[d.count]} other {c[d.count] === 1 ? 'case' : 'cases'}
            </span>
          ))}{' '}
          (
          <Anchor component={Link} to={paths.duplicates}>
            review duplicate groups
          </Anchor>
          )
        </Text>
      )}
    </Stack>
  );
}

const ACTION_LABELS: Record<HeaderAction, string> = {
  lock: 'Lock',
  unlock: 'Unlock',
  delete: 'Delete',
  cancel: 'Cancel case',
  restore: 'Restore',
  legalHold: '',
};

/**
 * The header's actions: buttons on a desk; on a phone they fold into one Actions menu. The legal hold is its own
 * switch (with its reason dialog) in both.
 */
export function CaseActions({
  c,
  actions,
  phone,
  onAction,
  Hold,
  onHoldChanged,
}: {
  c: Case;
  actions: HeaderAction[];
  phone: boolean;
  onAction: (action: Exclude<HeaderAction, 'legalHold'>) => void;
  Hold?: HoldControl;
  onHoldChanged: () => void;
}) {
  const buttons = actions.filter((a): a is Exclude<HeaderAction, 'legalHold'> => a !== 'legalHold');
  const hold = actions.includes('legalHold') && Hold ? <Hold caseData={c} onChanged={onHoldChanged} /> : null;
  if (buttons.length === 0) return hold;
  if (phone)
    return (
      <Group gap="sm">
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" size="sm">
              Actions
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {buttons.map((a) => (
              <Menu.Item key={a} c={a === 'delete' ? 'red.8' : undefined} onClick={() => onAction(a)}>
                {ROW_ACTION_LABELS[a]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {hold}
      </Group>
    );
  return (
    <Group gap="xs">
      {buttons.map((a) => (
        <Button
          key={a}
          size="sm"
          variant={a === 'delete' ? 'outline' : 'default'}
          color={a === 'delete' ? 'red' : undefined}
          onClick={() => onAction(a)}
        >
          {ACTION_LABELS[a]}
        </Button>
      ))}
      {hold}
    </Group>
  );
}
