import { Anchor, Badge, Card, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';

import { CaseField, CaseFieldGrid } from '@/components/case-view/case-field';
import { CaseUnavailable } from '@/components/case-view/case-unavailable';
import { TurnaroundBadge } from '@/components/case-view/turnaround-badge';
import { PageLayout } from '@/components/layout/page-layout';
import { ON_HOLD_REASON_LABELS, statusLabel, yesNo } from '@/components/overview/case-labels';
import { paths } from '@/config/paths';
import { usePortalCase } from '@/features/portal/api/get-portal-case';
import { getPortalDocumentsQueryOptions } from '@/features/portal/api/get-portal-documents';
import { CaseRequests } from '@/features/portal/components/case-requests';
import { ClientCaseDocuments } from '@/features/portal/components/client-case-documents';
import { formatDate, formatDateTime } from '@/lib/format';
import type { Case } from '@/types/api';

/** Back to the list as it was left: the case page's query is the list's (config/paths clientCasePagePath). */
function BackLink() {
  const { search } = useLocation();
  return (
    <Anchor component={Link} to={`${paths.client}${search}`} size="sm">
      Back to your cases
    </Anchor>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <CaseFieldGrid>{children}</CaseFieldGrid>
    </Card>
  );
}

function CaseView({ c }: { c: Case }) {
  return (
    <Stack gap="md">
      <BackLink />
      <Group gap="xs">
        <Badge variant="light">
          {statusLabel(c.currentStatus)}
          {c.currentStatus === 'on_hold' && c.onHoldReason
            ? `: ${ON_HOLD_REASON_LABELS[c.onHoldReason]}`
            : ''}
        </Badge>
        {c.isCancelled && (
          <Badge variant="light" color="red">
            Cancelled
          </Badge>
        )}
        <TurnaroundBadge turnaround={c.turnaround} />
      </Group>
      <CaseRequests caseId={c.id} />
      <Section id="client-case-details" title="Case details">
        <CaseField label="Company">{c.widget}</CaseField>
        <CaseField label="Client Name">{c.clientName}</CaseField>
        <CaseField label="BHR UK ID">{c.bhrukId}</CaseField>
        <CaseField label="KAM ID">{c.kamId}</CaseField>
      </Section>
      <Section id="client-case-progress" title="Progress">
        <CaseField label="Instructed">{yesNo(c.instructed)}</CaseField>
        <CaseField label="Current Status">{statusLabel(c.currentStatus)}</CaseField>
        <CaseField label="On Hold Reason">
          {c.onHoldReason ? ON_HOLD_REASON_LABELS[c.onHoldReason] : ''}
        </CaseField>
        <CaseField label="Invoiced">{yesNo(c.invoiced)}</CaseField>
        <CaseField label="Created At">{formatDate(c.createdAt)}</CaseField>
        <CaseField label="Last updated">{formatDateTime(c.updatedAt)}</CaseField>
      </Section>
      <ClientCaseDocuments c={c} />
    </Stack>
  );
}

/**
 * guide: portal#case-page: /client/cases/{id}, a client's read-only page of one of their company's cases. A case of
 * another company is simply not found (the server answers 404), as in the list.
 */
export function ClientCasePage() {
  const { caseId } = useParams();
  const id = Number(caseId);
  const valid = Number.isInteger(id) && id > 0;
  const found = usePortalCase(valid ? id : null);
  const queryClient = useQueryClient();
  // The documents are asked for with the case, not once it has come.
  useEffect(() => {
    if (valid) void queryClient.prefetchQuery(getPortalDocumentsQueryOptions(id));
  }, [queryClient, id, valid]);
  if (!valid || found.error || !found.data)
    return (
      <CaseUnavailable
        error={!valid ? undefined : (found.error ?? null)}
        missingText="This case does not exist, or it is not one of your company’s cases."
        back={<BackLink />}
      />
    );
  const c = found.data;
  return (
    <PageLayout title={c.bhrukId ? `Case ${c.bhrukId}` : `Case #${c.id}`}>
      <CaseView c={c} />
    </PageLayout>
  );
}
