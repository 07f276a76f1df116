import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';

import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';

import { PageLayout } from '@/components/layout/page-layout';
import { JobProgress } from '@/components/jobs/job-progress';
import { useEraseCases } from '@/features/privacy/api/erase-cases';
import { useRetention } from '@/features/privacy/api/get-retention';
import { useSubjects } from '@/features/privacy/api/get-subjects';
import { usePreviewRetention } from '@/features/privacy/api/preview-retention';
import { usePutRetention } from '@/features/privacy/api/put-retention';
import { useSetLegalHold } from '@/features/privacy/api/set-legal-hold';
import { useStartSubjectAccess } from '@/features/privacy/api/start-subject-access';
import {
  canSearch,
  caseLabel,
  erasureConfirmText,
  heldAmong,
  monthsError,
  previewText,
  reasonError,
  RETENTION_CHOICES,
  type Retention,
  type SubjectCase,
} from '@/features/privacy/rules';
import { serverMessage } from '@/lib/api-client';
import { isJob } from '@/lib/jobs';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import type { Job } from '@/types/api';

function HoldToggle({ row }: { row: SubjectCase }) {
  const setHold = useSetLegalHold();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? reasonError(reason) : null;
  const submit = () => {
    setTouched(true);
    if (reasonError(reason)) return;
    setHold.mutate(
      { id: row.id, hold: !row.legalHold, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          setTouched(false);
          toast({ title: row.legalHold ? 'Legal hold released' : 'Legal hold set', message: caseLabel(row) });
        },
        onError: (e) => toast({ title: 'Error', message: serverMessage(e), variant: 'destructive' }),
      },
    );
  };
  return (
    <>
      <Switch
        checked={row.legalHold}
        onChange={() => setOpen(true)}
        label="Legal hold"
        aria-label={`Legal hold for ${caseLabel(row)}`}
      />
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={row.legalHold ? 'Release legal hold' : 'Put on legal hold'}
      >
        <Stack>
          <Textarea
            label="Reason"
            required
            value={reason}
            error={error}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={submit} loading={setHold.isPending}>
              {row.legalHold ? 'Release' : 'Put on hold'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function SubjectSection() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [job, setJob] = useState<Job | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(0);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const subjects = useSubjects(query);
  const erase = useEraseCases();
  const pack = useStartSubjectAccess();
  const rows = subjects.data?.data ?? [];
  const held = heldAmong(rows, chosen);

  const search = () => {
    setQuery(input.trim());
    setChosen(new Set(rows.length && input.trim() === query ? chosen : []));
  };
  const toggle = (id: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const startPack = () =>
    pack.mutate(
      { caseIds: [...chosen] },
      {
        onSuccess: setJob,
        onError: (e) => toast({ title: 'Error', message: serverMessage(e), variant: 'destructive' }),
      },
    );
  const confirmErase = () => {
    setTouched(true);
    if (reasonError(reason)) return;
    erase.mutate(
      { caseIds: [...chosen], reason },
      {
        onSuccess: (result) => {
          if (isJob(result)) {
            setJob(result); // a large erasure runs as a job: its card shows the progress and outcome
            setConfirming(false);
            return;
          }
          toast({ title: 'Erased', message: result.message });
          setConfirming(false);
          setReason('');
          setTouched(false);
          setChosen(new Set());
          setInput(result.pseudonym);
          setQuery(result.pseudonym);
        },
        onError: (e) => toast({ title: 'Not erased', message: serverMessage(e), variant: 'destructive' }),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="find-person">
      <Title order={2} size="h4" id="find-person" mb="sm">
        Find a person
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Name, e-mail, OB Link or BHR UK ID"
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <Button type="submit" disabled={!canSearch(input)}>
            Search
          </Button>
        </Group>
      </form>
      {subjects.isError && (
        <Alert color="red" mt="sm">
          {serverMessage(subjects.error)}
        </Alert>
      )}
      {canSearch(query) && subjects.isSuccess && (
        <Stack mt="md" gap="sm">
          <Text size="sm">
            {rows.length === 0
              ? 'No cases found.'
              : `${rows.length} ${rows.length === 1 ? 'case' : 'cases'} found.`}
          </Text>
          {rows.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Checkbox
                        aria-label="Choose all"
                        checked={chosen.size === rows.length}
                        indeterminate={chosen.size > 0 && chosen.size < rows.length}
                        onChange={() =>
                          setChosen(chosen.size === rows.length ? new Set() : new Set(rows.map((r) => r.id)))
                        }
                      />
                    </Table.Th>
                    <Table.Th>Case</Table.Th>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Client Name</Table.Th>
                    <Table.Th>E-mail</Table.Th>
                    <Table.Th>Legal hold</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Choose ${caseLabel(row)}`}
                          checked={chosen.has(row.id)}
                          onChange={() => toggle(row.id)}
                        />
                      </Table.Td>
                      <Table.Td>{caseLabel(row)}</Table.Td>
                      <Table.Td>{row.widget}</Table.Td>
                      <Table.Td>
                        {row.clientName}{' '}
                        {row.legalHold && (
                          <Badge color="orange" variant="light">
                            Legal hold
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{row.email}</Table.Td>
                      <Table.Td>
                        <HoldToggle row={row} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {rows.length > 0 && (
            <Group>
              <Button onClick={startPack} disabled={chosen.size === 0} loading={pack.isPending}>
                Export subject-access pack
              </Button>
              <Button
                color="red"
                onClick={() => {
                  setErasing(chosen.size);
                  setConfirming(true);
                }}
                disabled={chosen.size === 0 || held.length > 0}
              >
                Erase
              </Button>
              {held.length > 0 && (
                <Text size="sm" c="orange.8">
                  On legal hold, cannot be erased: {held.map(caseLabel).join(', ')}
                </Text>
              )}
            </Group>
          )}
          {job && <JobProgress key={job.id} job={job} onDismiss={() => setJob(null)} />}
        </Stack>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Erase personal data">
        <Stack>
          <Text size="sm">{erasureConfirmText(erasing)}</Text>
          <Textarea
            label="Reason"
            required
            value={reason}
            error={touched ? reasonError(reason) : null}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirmErase} loading={erase.isPending}>
              Erase {erasing} {erasing === 1 ? 'case' : 'cases'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function RetentionForm({ initial }: { initial: Retention }) {
  const [value, setValue] = useState<Retention>(initial);
  const save = usePutRetention();
  const preview = usePreviewRetention();
  const error = monthsError(value.months);
  return (
    <Stack>
      <Switch
        label="Anonymise cases automatically (daily)"
        checked={value.enabled}
        onChange={(e) => setValue({ ...value, enabled: e.currentTarget.checked })}
      />
      <Group align="flex-start" wrap="wrap">
        <NumberInput
          label="Months without a change"
          min={1}
          max={1200}
          value={value.months}
          error={error}
          onChange={(v) => setValue({ ...value, months: typeof v === 'number' ? v : Number(v) })}
          w={200}
        />
        <MultiSelect
          label="Statuses and states"
          data={RETENTION_CHOICES}
          value={value.appliesTo}
          onChange={(appliesTo) => setValue({ ...value, appliesTo })}
          style={{ flex: '1 1 260px' }}
        />
      </Group>
      <Group>
        <Button
          disabled={Boolean(error)}
          loading={save.isPending}
          onClick={() =>
            save.mutate(value, {
              onSuccess: () => toast({ title: 'Retention saved' }),
              onError: (e) => toast({ title: 'Error', message: serverMessage(e), variant: 'destructive' }),
            })
          }
        >
          Save
        </Button>
        <Button variant="default" loading={preview.isPending} onClick={() => preview.mutate()}>
          Preview next run
        </Button>
      </Group>
      {preview.data && (
        <Alert color="blue" title={previewText(preview.data)}>
          {preview.data.sample.length > 0 &&
            preview.data.sample
              .map((row) => `${row.bhrukId || `case #${row.id}`} (${row.widget})`)
              .join(', ')}
        </Alert>
      )}
    </Stack>
  );
}

function RetentionSection() {
  const retention = useRetention();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="retention">
      <Title order={2} size="h4" id="retention" mb="sm">
        Retention
      </Title>
      {retention.data ? <RetentionForm initial={retention.data} /> : <Text size="sm">Loading…</Text>}
    </Paper>
  );
}

/** /privacy (issue 22): find a person, legal holds, the subject-access pack, erasure, retention. */
export function PrivacyPage() {
  const { can } = usePermissions();
  if (!can('system_settings'))
    return (
      <PageLayout title="Privacy">
        <Alert color="red" title="Access denied">
          You do not have permission to manage personal data.
        </Alert>
      </PageLayout>
    );
  return (
    <PageLayout title="Privacy">
      <Stack>
        <SubjectSection />
        <RetentionSection />
      </Stack>
    </PageLayout>
  );
}
