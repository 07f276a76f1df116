import {
  MI_TAGS,
  MI_TYPE_LABELS,
  ON_HOLD_REASON_LABELS,
  statusLabel,
} from '@/components/overview/case-labels';
import type { ReactNode } from 'react';
import { Anchor, Badge, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { casePagePath } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import type { Case } from '@/types/api';
import { useCaseHistory } from '@/features/cases/api/get-case-history';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { actionLabel, changeText, fieldLines } from '@/lib/audit-words';
import { holdSummary } from '@/features/cases/rules/legal-hold';
import { LockStatus } from './case-cells';

const HOLD_DETAILS = `${holdSummary({ legalHold: true }, ['delete', 'cancel', 'merge'])}; its identity fields cannot be changed.`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children === '' || children === null || children === undefined ? '—' : children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        {children}
      </SimpleGrid>
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
 * and a link to the case's own page (issue 28). */
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
            <Field label="Company">{c.widget}</Field>
            <Field label="OB Link">{c.externalUserId}</Field>
            <Field label="KAM ID">{c.kamId}</Field>
            <Field label="Client Name">{c.clientName}</Field>
            <Field label="BHR UK ID">{c.bhrukId}</Field>
            <Field label="Report Type">{c.reportType}</Field>
            <Field label="Name">{c.name}</Field>
            <Field label="Email">{c.email}</Field>
          </Section>
          <Divider />
          <Section title="Status Information">
            <Field label="Instructed">{yesNo(c.instructed)}</Field>
            <Field label="Current Status">{statusLabel(c.currentStatus)}</Field>
            <Field label="On Hold Reason">
              {c.onHoldReason ? ON_HOLD_REASON_LABELS[c.onHoldReason] : ''}
            </Field>
            <Field label="Invoiced">{yesNo(c.invoiced)}</Field>
            <Field label="Invoice Date">{formatDate(c.invoiceDate)}</Field>
            <Field label="Invoice Number">{c.invoiceNumber}</Field>
            <Field label="Lock Status">{LockStatus(c)}</Field>
            {c.legalHold && <Field label="Legal Hold">{HOLD_DETAILS}</Field>}
            <Field label="Cancelled">
              {c.isCancelled ? `Yes${c.cancellationReason ? ` (${c.cancellationReason})` : ''}` : 'No'}
            </Field>
          </Section>
          <Divider />
          <Section title="Management Information">
            <Field label="MI Type">{c.miType ? MI_TYPE_LABELS[c.miType] : ''}</Field>
            <Field label="MI Amount">{formatMoney(c.miAmount)}</Field>
            <Field label="Tag">{c.miTag || (c.miType ? MI_TAGS[c.miType] : '')}</Field>
            <Field label="Notes">{c.notes}</Field>
          </Section>
          <Divider />
          <Section title="System Information">
            <Field label="Case ID">{c.id}</Field>
            <Field label="Created At">{formatDateTime(c.createdAt)}</Field>
            <Field label="Updated At">{formatDateTime(c.updatedAt)}</Field>
            <Field label="Locked At">{formatDateTime(c.lockedAt)}</Field>
            <Field label="Original Status">{c.originalStatus}</Field>
            <Field label="KAM Check">
              <Badge
                size="sm"
                variant="light"
                color={
                  c.kamCheck.status === 'valid' ? 'green' : c.kamCheck.status === 'warning' ? 'yellow' : 'red'
                }
              >
                {c.kamCheck.status}
              </Badge>{' '}
              {c.kamCheck.message}
            </Field>
            <Field label="Merged">
              {c.isMerged
                ? `Merged into case #${c.mergedIntoId}${c.mergedAt ? ` on ${formatDateTime(c.mergedAt)}` : ''}`
                : c.mergedCasesCount > 0
                  ? `Master of ${c.mergedCasesCount} merged ${c.mergedCasesCount === 1 ? 'case' : 'cases'}`
                  : 'No'}
            </Field>
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
