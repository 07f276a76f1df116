import { Text } from '@mantine/core';

import { kamCheck } from '@/features/cases/rules/kam-check';

const COLORS = { valid: 'teal.8', warning: 'orange.8', error: 'red.8' } as const;
const MARKS = { valid: '✓', warning: '!', error: '✕' } as const;

/** SPEC §5 KAM ID versus OB Link check, shown beside the KAM ID field and updated as it is typed. */
export function KamCheckHint({ kamId, obLink }: { kamId: string; obLink: string | null | undefined }) {
  const check = kamCheck(kamId, obLink);
  return (
    <Text size="xs" c={COLORS[check.status]} data-status={check.status} aria-live="polite">
      <span aria-hidden="true">{MARKS[check.status]} </span>
      {check.message}
    </Text>
  );
}
