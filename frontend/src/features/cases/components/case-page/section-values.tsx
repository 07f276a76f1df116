/** A case's values in words, section by section: the case page's sections and the Case Details dialog show these. */
import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';

import { CaseField } from '@/components/case-view/case-field';
import {
  MI_TAGS,
  MI_TYPE_LABELS,
  ON_HOLD_REASON_LABELS,
  statusLabel,
  yesNo,
} from '@/components/overview/case-labels';
import { casePagePath } from '@/config/paths';
import type { CaseSection } from '@/features/cases/rules/case-page';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { targetText, workingDaysText } from '@/lib/turnaround';
import type { Case } from '@/types/api';
import { LockStatus } from '../case-cells';

const KAM_CHECK_COLOURS = { valid: 'green', warning: 'yellow', error: 'red' } as const;

export function SectionValues({ section, c }: { section: CaseSection; c: Case }) {
  switch (section) {
    case 'identity':
      return (
        <>
          <CaseField label="Company">{c.widget}</CaseField>
          <CaseField label="OB Link">{c.externalUserId}</CaseField>
          <CaseField label="KAM ID">{c.kamId}</CaseField>
          <CaseField label="Client Name">{c.clientName}</CaseField>
          <CaseField label="BHR UK ID">{c.bhrukId}</CaseField>
          <CaseField label="Report Type">{c.reportType}</CaseField>
          <CaseField label="Name">{c.name}</CaseField>
          <CaseField label="Email">{c.email}</CaseField>
        </>
      );
    case 'status':
      return (
        <>
          <CaseField label="Instructed">{yesNo(c.instructed)}</CaseField>
          <CaseField label="Current Status">{statusLabel(c.currentStatus)}</CaseField>
          <CaseField label="On Hold Reason">
            {c.onHoldReason ? ON_HOLD_REASON_LABELS[c.onHoldReason] : ''}
          </CaseField>
          <CaseField label="Lock Status">{LockStatus(c)}</CaseField>
          <CaseField label="Cancelled">
            {c.isCancelled ? `Yes${c.cancellationReason ? ` (${c.cancellationReason})` : ''}` : 'No'}
          </CaseField>
          {c.turnaround && (
            <>
              <CaseField label="Turnaround">{workingDaysText(c.turnaround)}</CaseField>
              <CaseField label="Target">{targetText(c.turnaround)}</CaseField>
              <CaseField label="Due date">{formatDate(c.turnaround.dueDate)}</CaseField>
            </>
          )}
        </>
      );
    case 'invoicing':
      return (
        <>
          <CaseField label="Invoiced">{yesNo(c.invoiced)}</CaseField>
          <CaseField label="Invoice Date">{formatDate(c.invoiceDate)}</CaseField>
          <CaseField label="Invoice Number">{c.invoiceNumber}</CaseField>
        </>
      );
    case 'mi':
      return (
        <>
          <CaseField label="MI Type">{c.miType ? MI_TYPE_LABELS[c.miType] : ''}</CaseField>
          <CaseField label="MI Amount">{formatMoney(c.miAmount)}</CaseField>
          <CaseField label="Tag">{c.miTag || (c.miType ? MI_TAGS[c.miType] : '')}</CaseField>
          <CaseField label="Notes">{c.notes}</CaseField>
        </>
      );
    case 'system':
      return (
        <>
          <CaseField label="Case ID">{c.id}</CaseField>
          <CaseField label="Created At">{formatDateTime(c.createdAt)}</CaseField>
          <CaseField label="Updated At">{formatDateTime(c.updatedAt)}</CaseField>
          <CaseField label="Locked At">{formatDateTime(c.lockedAt)}</CaseField>
          <CaseField label="Original Status">{c.originalStatus}</CaseField>
          <CaseField label="KAM Check">
            <Badge size="sm" variant="light" color={KAM_CHECK_COLOURS[c.kamCheck.status]}>
              {c.kamCheck.status}
            </Badge>{' '}
            {c.kamCheck.message}
          </CaseField>
          <CaseField label="Merged">
            <MergedText c={c} />
          </CaseField>
        </>
      );
  }
}

function MergedText({ c }: { c: Case }) {
  if (c.isMerged && c.mergedIntoId !== null)
    return (
      <Text span size="sm">
        Merged into{' '}
        <Anchor component={Link} to={casePagePath(c.mergedIntoId)}>
          case #{c.mergedIntoId}
        </Anchor>
        {c.mergedAt ? ` on ${formatDateTime(c.mergedAt)}` : ''}
      </Text>
    );
  if (c.mergedCasesCount > 0)
    return `Master of ${c.mergedCasesCount} merged ${c.mergedCasesCount === 1 ? 'case' : 'cases'}`;
  return 'No';
}
