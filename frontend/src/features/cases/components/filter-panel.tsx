import { useId, useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

import { WORKFLOW_STATUS_LABELS as STATUS_LABELS } from '@/components/overview/case-labels';
import {
  activeFilterCount,
  parseAssignee,
  type CaseFilters,
  type LockFilter,
  type RequestFilter,
  type StatusFilter,
  type TurnaroundFilter,
} from '@/features/cases/rules/table-state';
import { TURNAROUND_LABELS } from '@/lib/turnaround';
import { TURNAROUND_STATES, type CaseAssignee, type CaseStatus } from '@/types/api';
import { useDraftText } from './use-draft-text';
import { UserPicker } from './user-picker';

/** Typing waits this long before the list is asked for again (guide: screens#search-box). */
export const SEARCH_DEBOUNCE_MS = 300;

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'need_instructions', label: 'Need Instructions (all)' },
  ...(Object.keys(STATUS_LABELS) as CaseStatus[]).map((value) => ({ value, label: STATUS_LABELS[value] })),
];

const LOCK_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'locked', label: 'Locked' },
];

const REQUEST_OPTIONS: { value: RequestFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'received', label: 'Received' },
];

const TURNAROUND_OPTIONS: { value: TurnaroundFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...TURNAROUND_STATES.map((value) => ({ value, label: TURNAROUND_LABELS[value] })),
];

/** The assignee filter's fixed choices, before the users found by name. */
export const ASSIGNEE_OPTIONS = [
  { value: 'all', label: 'Anyone' },
  { value: 'me', label: 'Me' },
  { value: 'none', label: 'Unassigned' },
];

/** Native selects (Mantine NativeSelect): light for the first load, and the phone's own picker. */
export function FilterPanel({
  filters,
  companies,
  showMergedOption,
  onChange,
  onClear,
  collapsible = false,
  views,
  assignee,
}: {
  /** The handler the assignee filter names, when known (a row of the filtered list carries their name). */
  assignee?: CaseAssignee | null;
  /** The saved views (guide: screens#saved-views): always shown, above the fields even when they are folded away. */
  views?: ReactNode;
  filters: CaseFilters;
  /** On a phone the fields fold away behind a Filters button (with the number of active filters). */
  collapsible?: boolean;
  companies: string[];
  /** Show Merged & Cancelled is for role-assigners (guide: roles). */
  showMergedOption: boolean;
  onChange: (changes: Partial<CaseFilters>) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const fieldsId = useId();
  const [kamText, setKamText] = useDraftText(filters.kamSearch);
  const [clientText, setClientText] = useDraftText(filters.clientNameSearch);
  const applyKam = useDebouncedCallback(
    (value: string) => onChange({ kamSearch: value }),
    SEARCH_DEBOUNCE_MS,
  );
  const applyClient = useDebouncedCallback(
    (value: string) => onChange({ clientNameSearch: value }),
    SEARCH_DEBOUNCE_MS,
  );

  // A link (e-mailed, shared or reloaded) may name a company the list does not hold (none of its cases
  // left, a typo, the list still loading): keep it selectable so the select shows what is filtered.
  const companyNames =
    filters.company !== 'all' && !companies.includes(filters.company)
      ? [filters.company, ...companies]
      : companies;
  const companyOptions = [
    { value: 'all', label: 'All Companies' },
    ...companyNames.map((c) => ({ value: c, label: c })),
  ];

  const clear = () => {
    applyKam.cancel();
    applyClient.cancel();
    setKamText('');
    setClientText('');
    onClear();
  };

  const count = activeFilterCount(filters);
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-label="Filters">
      {views}
      {collapsible && (
        <Group justify="space-between" gap="sm" mb={open ? 'sm' : 0}>
          <Button
            variant="default"
            aria-expanded={open}
            aria-controls={fieldsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide filters' : 'Show filters'}
            {count > 0 ? ` (${count} active)` : ''}
          </Button>
          {!open && count > 0 && (
            <Button variant="default" onClick={clear}>
              Clear Filters
            </Button>
          )}
        </Group>
      )}
      <div id={fieldsId} hidden={collapsible && !open}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <NativeSelect
            label="Company"
            data={companyOptions}
            value={filters.company}
            onChange={(event) => onChange({ company: event.currentTarget.value })}
          />
          <NativeSelect
            label="Status"
            data={STATUS_OPTIONS}
            value={filters.status}
            onChange={(event) => onChange({ status: event.currentTarget.value as StatusFilter })}
          />
          <TextInput
            label="KAM ID"
            placeholder="Search KAM ID..."
            type="search"
            value={kamText}
            onChange={(event) => {
              setKamText(event.currentTarget.value);
              applyKam(event.currentTarget.value);
            }}
          />
          <TextInput
            label="Client Name"
            placeholder="Search client name..."
            type="search"
            value={clientText}
            onChange={(event) => {
              setClientText(event.currentTarget.value);
              applyClient(event.currentTarget.value);
            }}
          />
          <NativeSelect
            label="Lock Status"
            data={LOCK_OPTIONS}
            value={filters.lockFilter}
            onChange={(event) => onChange({ lockFilter: event.currentTarget.value as LockFilter })}
          />
          <NativeSelect
            label="Requests"
            data={REQUEST_OPTIONS}
            value={filters.request}
            onChange={(event) => onChange({ request: event.currentTarget.value as RequestFilter })}
          />
          <NativeSelect
            label="Turnaround"
            data={TURNAROUND_OPTIONS}
            value={filters.turnaround}
            onChange={(event) => onChange({ turnaround: event.currentTarget.value as TurnaroundFilter })}
          />
          <UserPicker
            label="Assignee"
            fixed={ASSIGNEE_OPTIONS}
            known={assignee}
            value={filters.assignee}
            allowDeselect={false}
            onChange={(value) => onChange({ assignee: parseAssignee(value ?? 'all') })}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="sm" gap="sm">
          {showMergedOption ? (
            <Checkbox
              label="Show Merged & Cancelled"
              checked={filters.showMergedCancelled}
              onChange={(event) => onChange({ showMergedCancelled: event.currentTarget.checked })}
            />
          ) : (
            <span />
          )}
          <Button variant="default" onClick={clear}>
            Clear Filters
          </Button>
        </Group>
      </div>
    </Paper>
  );
}
