import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';

import { LEGAL_HOLD_REASONS, statusLabel } from '@/components/overview/case-labels';
import { formatDateTime } from '@/lib/format';
import type { DuplicateGroupRef } from '@/features/duplicates/api/get-duplicate-group-cases';
import { useDuplicateGroupCases } from '@/features/duplicates/api/get-duplicate-group-cases';
import { useMergeCases } from '@/features/duplicates/api/merge-cases';
import { ConfirmMergeDialog } from '@/features/duplicates/components/confirm-merge-dialog';
import {
  buildMergeRequest,
  caseName,
  caseReference,
  choicesComplete,
  defaultChoices,
  differingFields,
  heldBy,
  IDENTIFIER_TYPE_LABELS,
  mergeHoldBlock,
  mergeMismatch,
  mergeErrorToast,
  mergeValidationError,
  NOT_AUTHENTICATED_TOAST,
  optionLabels,
  type Choices,
  type FieldDifference,
} from '@/features/duplicates/rules';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import type { Case } from '@/types/api';

function KeyField({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Text size="xs" style={{ wordBreak: 'break-word' }}>
      <Text span c="dimmed" size="xs">
        {label}:
      </Text>{' '}
      {value || '—'}
    </Text>
  );
}

function CaseCard({ item }: { item: Case }) {
  return (
    <Radio.Card value={String(item.id)} radius="md" p="sm" aria-label={caseName(item)}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={700} size="sm">
              {caseReference(item)}
            </Text>
            {item.isLocked && (
              <Badge size="xs" color="gray">
                Locked
              </Badge>
            )}
            {item.isCancelled && (
              <Badge size="xs" color="red">
                Cancelled
              </Badge>
            )}
            {item.legalHold && (
              <Badge size="xs" color="orange" variant="light">
                Legal hold
              </Badge>
            )}
          </Group>
          <KeyField label="Company" value={item.widget} />
          <KeyField label="OB Link" value={item.externalUserId} />
          <KeyField label="KAM ID" value={item.kamId} />
          <KeyField label="Client Name" value={item.clientName} />
          <KeyField label="Status" value={statusLabel(item.currentStatus)} />
          <KeyField label="Created At" value={formatDateTime(item.createdAt)} />
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/** Step 2 for one field: a radio per distinct candidate value, saying which cases hold it. */
function FieldChoice({
  cases,
  difference: { field, label, options },
  value,
  onChange,
}: {
  cases: readonly Case[];
  difference: FieldDifference;
  value: string | null;
  onChange: (value: string) => void;
}) {
  const labels = optionLabels(field, options);
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      <Stack gap={6} mt={6}>
        {options.map((option, index) => (
          <Radio
            key={option.key}
            value={option.key}
            label={labels[index]}
            description={`From ${heldBy(cases, option.caseIds)}`}
            styles={{ label: { wordBreak: 'break-word' } }}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * The merge screen of one duplicate group (guide: screens): Step 1 pick the master; Step 2 choose, per field where the
 * cases differ, the value the master keeps (pre-selected from the master); Merge Cases asks for a reason.
 */
export function MergeScreen({
  group,
  onBack,
  onMerged,
}: {
  group: DuplicateGroupRef;
  onBack: () => void;
  onMerged: () => void;
}) {
  const { user } = usePermissions();
  const query = useDuplicateGroupCases(group);
  const merge = useMergeCases();
  const cases = useMemo(() => query.data ?? [], [query.data]);
  const differences = useMemo(() => differingFields(cases), [cases]);
  const mismatch = useMemo(() => mergeMismatch(cases), [cases]);

  const [masterId, setMasterId] = useState<number | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const chooseMaster = (id: number) => {
    setMasterId(id);
    setChoices(
      defaultChoices(
        cases.find((item) => item.id === id),
        differences,
      ),
    );
  };
  const held = useMemo(() => mergeHoldBlock(cases), [cases]);
  const ready = choicesComplete(masterId, differences, choices) && held === null;

  const confirm = () => {
    if (!user) {
      toast({ ...NOT_AUTHENTICATED_TOAST, variant: 'destructive' });
      return;
    }
    const problem = mergeValidationError(masterId, reason);
    if (problem || masterId === null) {
      setReasonError(problem === 'Please provide a reason for merging' ? problem : null);
      toast({ title: 'Validation Error', message: problem ?? '', variant: 'destructive' });
      return;
    }
    merge.mutate(buildMergeRequest(cases, masterId, differences, choices, reason), {
      onSuccess: (result) => {
        toast({ title: 'Success', message: result?.message ?? 'Cases merged successfully' });
        setConfirming(false);
        onMerged();
      },
      onError: (error) => toast({ ...mergeErrorToast(error), variant: 'destructive' }),
    });
  };

  const heading = (
    <Group justify="space-between" mb="md" wrap="wrap">
      <div>
        <Title order={2} size="h3">
          Review Duplicates
        </Title>
        <Text size="sm" c="dimmed">
          {IDENTIFIER_TYPE_LABELS[group.identifierType]}: <b>{group.identifier}</b>
        </Text>
      </div>
      <Button variant="default" onClick={onBack}>
        Back to Duplicates
      </Button>
    </Group>
  );

  if (query.isPending) {
    return (
      <>
        {heading}
        <Group justify="center" py="xl">
          <Loader aria-label="Loading cases" />
        </Group>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {heading}
        <Alert color="red" title="Error">
          Failed to load the cases of this group. It may have been merged or dismissed already.
        </Alert>
      </>
    );
  }

  return (
    <>
      {heading}
      <Card withBorder radius="md" padding="md" mb="md" component="section" aria-labelledby="merge-step-1">
        <Title id="merge-step-1" order={3} size="h4" mb={4}>
          Step 1: Select Master Case
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          The master case is kept; the other {cases.length - 1} {cases.length === 2 ? 'case is' : 'cases are'}{' '}
          merged into it.
        </Text>
        <Radio.Group
          value={masterId === null ? null : String(masterId)}
          onChange={(value) => chooseMaster(Number(value))}
          aria-label="Master case"
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {cases.map((item) => (
              <CaseCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Card>

      <Card withBorder radius="md" padding="md" mb="md" component="section" aria-labelledby="merge-step-2">
        <Title id="merge-step-2" order={3} size="h4" mb={4}>
          Step 2: Choose Field Values
        </Title>
        {masterId === null ? (
          <Text size="sm" c="dimmed">
            Select a master case first.
          </Text>
        ) : differences.length === 0 ? (
          <Text size="sm" c="dimmed">
            These cases hold the same values in every field; the master keeps them.
          </Text>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Where the cases differ, choose the value the master case keeps.
            </Text>
            {differences.map((difference) => (
              <FieldChoice
                key={difference.field}
                cases={cases}
                difference={difference}
                value={choices[difference.field] ?? null}
                onChange={(value) => setChoices((current) => ({ ...current, [difference.field]: value }))}
              />
            ))}
          </Stack>
        )}
      </Card>

      {mismatch && (
        <Alert color="orange" title="Check before merging" mb="md" role="alert" data-testid="merge-mismatch">
          {mismatch}
        </Alert>
      )}

      {held && (
        <Alert color="orange" title="Under legal hold" mb="md" id="merge-held">
          {held}
        </Alert>
      )}

      <Group justify="flex-end">
        <Button
          color="red"
          disabled={!ready}
          title={held ? LEGAL_HOLD_REASONS.merge : undefined}
          aria-describedby={held ? 'merge-held' : undefined}
          onClick={() => {
            setReasonError(null);
            setConfirming(true);
          }}
        >
          Merge Cases
        </Button>
      </Group>

      <ConfirmMergeDialog
        opened={confirming}
        master={cases.find((item) => item.id === masterId) ?? null}
        mismatch={mismatch}
        duplicateCount={cases.length - 1}
        reason={reason}
        reasonError={reasonError}
        pending={merge.isPending}
        onReasonChange={(value) => {
          setReason(value);
          if (value.trim()) setReasonError(null);
        }}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
