import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';

import { Pager } from '@/components/ui/pager';
import { JobProgress } from '@/components/jobs/job-progress';
import { useSubjects } from '@/features/privacy/api/get-subjects';
import { useStartSubjectAccess } from '@/features/privacy/api/start-subject-access';
import { EraseDialog } from '@/features/privacy/components/erase-dialog';
import { SubjectResults } from '@/features/privacy/components/subject-results';
import {
  canSearch,
  caseLabel,
  foundText,
  heldAmong,
  SUBJECT_PAGE_SIZE,
  SUBJECT_PAGE_SIZES,
  targetBody,
  type ErasureResult,
  type SubjectCase,
  type Target,
} from '@/features/privacy/rules';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Job } from '@/types/api';

/** Find a person: every case the dashboard's search box finds, a page at a time, to choose from (nothing is
 * chosen for the officer), or to take all at once by the search itself. */
export function SubjectSection() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState({ query: '', page: 1, limit: SUBJECT_PAGE_SIZE });
  // Chosen cases by id, kept across pages (the row, for its legal hold).
  const [chosen, setChosen] = useState<Map<number, SubjectCase>>(new Map());
  const [job, setJob] = useState<Job | null>(null);
  const [erasing, setErasing] = useState<Target | null>(null);
  const subjects = useSubjects(search);
  const pack = useStartSubjectAccess();
  const rows = subjects.data?.data ?? [];
  const paging = subjects.data?.pagination;
  const total = paging?.totalItems ?? 0;
  const held = heldAmong([...chosen.values()], rows);
  const chosenIds = new Set(chosen.keys());
  const all: Target = { kind: 'all', query: search.query, count: total };
  const picked: Target = { kind: 'chosen', ids: [...chosen.keys()] };

  const find = (query: string) => {
    setSearch((s) => ({ ...s, query: query.trim(), page: 1 }));
    setChosen(new Map());
  };
  const toggle = (row: SubjectCase) =>
    setChosen((prev) => {
      const next = new Map(prev);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const togglePage = () =>
    setChosen((prev) => {
      const next = new Map(prev);
      const allOn = rows.every((r) => next.has(r.id));
      for (const r of rows) {
        if (allOn) next.delete(r.id);
        else next.set(r.id, r);
      }
      return next;
    });
  const startPack = (target: Target) =>
    pack.mutate(targetBody(target), {
      onSuccess: setJob,
      onError: (e) => toast({ title: 'Error', message: serverMessage(e), variant: 'destructive' }),
    });
  const erased = (result: ErasureResult) => {
    toast({ title: 'Erased', message: result.message });
    setInput(result.pseudonym);
    find(result.pseudonym);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="find-person">
      <Title order={2} size="h4" id="find-person" mb="sm">
        Find a person
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          find(input);
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Name, e-mail, OB Link, KAM ID, BHR UK ID or User ID (or any part of it)"
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
      {canSearch(search.query) && subjects.isSuccess && paging && (
        <Stack mt="md" gap="sm">
          <Text size="sm" fw={600} aria-live="polite">
            {foundText(total)}
          </Text>
          {total > 0 && (
            <>
              <SubjectResults rows={rows} chosen={chosenIds} onToggle={toggle} onTogglePage={togglePage} />
              <Pager
                showing={foundText(total)}
                page={paging.currentPage}
                pages={paging.totalPages}
                hasPrevious={paging.hasPreviousPage}
                hasNext={paging.hasNextPage}
                pageSize={{
                  limit: search.limit,
                  sizes: SUBJECT_PAGE_SIZES,
                  label: 'Cases per page',
                  onChange: (limit) => setSearch((s) => ({ ...s, limit, page: 1 })),
                }}
                label="Pages of cases found"
                onPage={(page) => setSearch((s) => ({ ...s, page }))}
              />
              <Group wrap="wrap">
                <Button
                  variant="default"
                  onClick={() => startPack(picked)}
                  disabled={chosen.size === 0}
                  loading={pack.isPending}
                >
                  Export pack for {chosen.size} chosen
                </Button>
                <Button
                  color="red"
                  variant="outline"
                  onClick={() => setErasing(picked)}
                  disabled={chosen.size === 0 || held.length > 0}
                >
                  Erase {chosen.size} chosen
                </Button>
                <Button onClick={() => startPack(all)} loading={pack.isPending}>
                  Export pack for all {total}
                </Button>
                <Button color="red" onClick={() => setErasing(all)}>
                  Erase all {total} {total === 1 ? 'match' : 'matches'}
                </Button>
              </Group>
              {held.length > 0 && (
                <Text size="sm" c="orange.9">
                  On legal hold, cannot be erased: {held.map(caseLabel).join(', ')}
                </Text>
              )}
            </>
          )}
          {job && <JobProgress key={job.id} job={job} onDismiss={() => setJob(null)} />}
        </Stack>
      )}
      <EraseDialog
        target={erasing}
        onClose={() => setErasing(null)}
        onErased={erased}
        onJob={(j) => {
          setChosen(new Map());
          setJob(j);
        }}
      />
    </Paper>
  );
}
