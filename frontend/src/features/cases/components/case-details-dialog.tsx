import { ON_HOLD_REASON_LABELS, statusLabel } from '@/components/overview/case-labels';
import type { ReactNode } from 'react';
import { Anchor, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { CaseField, CaseFieldGrid } from '@/components/case-view/case-field';
import { casePagePath } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import type { Case } from '@/types/api';
import { useCaseHistory } from '@/features/cases/api/get-case-history';
import { formatDate, formatDateTime } from '@/lib/format';
import { actionLabel, changeText, fieldLines } from '@/lib/audit-words';
import { holdSummary } from '@/features/cases/rules/legal-hold';
import { LockStatus } from './case-cells';
import { SectionValues } from './case-page/section-values';

const HOLD_DETAILS = `${holdSummary({ legalHold: true }, ['delete', 'cancel', 'merge'])}; its identity fields cannot be changed.`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <CaseFieldGrid>{children}</CaseFieldGrid>
    </section>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function History({ caseId }: { caseId: number }) {
  const history = useCaseHistory(caseId);
  if (history.isLoading) return <Loader size="sm" aria-label="Loading history" />;
  if (history.isError)
    return (
      <Text size="sm" c="red">
        {serverMessage(history.error, 'Failed to load the case history.')}
      </Text>
    );
  const events = history.data ?? [];
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No history recorded.
      </Text>
    );
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {events.map((event) => (
        <li key={event.id}>
          <Text size="sm">
            <strong>{actionLabel(event.action)}</strong> · {formatDateTime(event.createdAt)} ·{' '}
            {event.actorEmail || 'system'}
          </Text>
          {fieldLines(event.fields).map((line, i) => (
            <Text key={i} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {line.label}: {changeText(line)}
            </Text>
          ))}
        </li>
      ))}
    </Stack>
  );
}

/** guide: screens#dialogs view case details: basic, status, management and system information, plus the audit history;
 * and a link to the case's own page. */
export function CaseDetailsDialog({ caseData, onClose }: { caseData: Case | null; onClose: () => void }) {
  const c = caseData;
  return (
    <Modal opened={c !== null} onClose={onClose} title="Case Details" size="lg" centered>
      {c && (
        <Stack gap="md">
          <Group justify="flex-end">
            <Anchor component={Link} to={casePagePath(c.id)} size="sm">
              Open case page
            </Anchor>
          </Group>
          <Section title="Basic Information">
            <SectionValues section="identity" c={c} />
          </Section>
          <Divider />
          <Section title="Status Information">
            <CaseField label="Instructed">{yesNo(c.instructed)}</CaseField>
            <CaseField label="Current Status">{statusLabel(c.currentStatus)}</CaseField>
            <CaseField label="On Hold Reason">
              {c.onHoldReason ? ON_HOLD_REASON_LABELS[c.onHoldReason] : ''}
            </CaseField>
            <CaseField label="Invoiced">{yesNo(c.invoiced)}</CaseField>
            <CaseField label="Invoice Date">{formatDate(c.invoiceDate)}</CaseField>
            <CaseField label="Invoice Number">{c.invoiceNumber}</CaseField>
            <CaseField label="Lock Status">{LockStatus(c)}</CaseField>
            {c.legalHold && <CaseField label="Legal Hold">{HOLD_DETAILS}</CaseField>}
            <CaseField label="Cancelled">
              {c.isCancelled ? `Yes${c.cancellationReason ? ` (${c.cancellationReason})` : ''}` : 'No'}
            </CaseField>
          </Section>
          <Divider />
          <Section title="Management Information">
            <SectionValues section="mi" c={c} />
          </Section>
          <Divider />
          <Section title="System Information">
            <SectionValues section="system" c={c} />
          </Section>
          <Divider />
          <section aria-label="History">
            <Title order={3} size="h5" mb="xs">
              History
            </Title>
            <History caseId={c.id} />
          </section>
        </Stack>
      )}
    </Modal>
  );
}
