import { Text } from '@mantine/core';

import { shownKamCheck } from '@/features/cases/rules/kam-check';
import type { Case } from '@/types/api';

const COLORS = { valid: 'teal.8', warning: 'orange.8', error: 'red.8' } as const;
const MARKS = { valid: '✓', warning: '!', error: '✕' } as const;

/**
 * guide: workflow#kam-check KAM ID versus OB Link check, shown beside the KAM ID field: the server's answer for the
 * saved KAM ID, the browser's (identical) rule for one being typed.
 */
export function KamCheckHint({
  kamId,
  caseData,
}: {
  kamId: string;
  caseData: Pick<Case, 'kamId' | 'externalUserId' | 'kamCheck'>;
}) {
  const check = shownKamCheck(kamId, caseData);
  return (
    <Text size="xs" c={COLORS[check.status]} data-status={check.status} aria-live="polite">
      <span aria-hidden="true">{MARKS[check.status]} </span>
      {check.message}
    </Text>
  );
}
