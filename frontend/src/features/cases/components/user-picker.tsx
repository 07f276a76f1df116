import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

import { useMentionableUsers } from '@/features/cases/api/get-mentionable-users';
import type { CaseAssignee } from '@/types/api';

export type PickerOption = { value: string; label: string };

/** Typing waits this long before the users are asked for. */
const SEARCH_DEBOUNCE_MS = 250;

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'searchValue'> & {
  /** A user id as text, one of `fixed`'s values, or null for none chosen. */
  value: string | null;
  onChange: (value: string | null, option: PickerOption | null) => void;
  /** Choices always offered before the users found (Anyone, Me, Unassigned). */
  fixed?: readonly PickerOption[];
  /** The user `value` names, when known (the case's handler, or a row of the filtered list). */
  known?: CaseAssignee | null;
};

/**
 * A handler chosen by name: Mantine's searchable Select over GET /api/users/mentionable?q= (active admins, managers
 * and staff), after any fixed choices. A user id whose name is not known yet reads "User #id" until found.
 */
export function UserPicker({ value, onChange, fixed = [], known, ...props }: Props) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PickerOption | null>(null);
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const fixedLabel = fixed.find((o) => o.value === value)?.label;
  // The chosen option's own label is in the box: no need to search for it again.
  const found = useMentionableUsers(q === fixedLabel || q === chosen?.label ? '' : q);

  const options = new Map<string, PickerOption>();
  for (const option of fixed) options.set(option.value, option);
  if (known) options.set(String(known.id), { value: String(known.id), label: known.name });
  if (chosen) options.set(chosen.value, chosen);
  for (const user of found.data ?? [])
    options.set(String(user.id), { value: String(user.id), label: user.name });
  if (value && !options.has(value)) options.set(value, { value, label: `User #${value}` });

  return (
    <Select
      {...props}
      searchable
      data={[...options.values()]}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server matched the name or e-mail: its answer is shown as it came.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        q ? (found.isFetching ? 'Searching...' : 'No user found') : 'Type a name to search'
      }
      onChange={(next) => {
        const option = next ? (options.get(next) ?? null) : null;
        if (option && !fixed.some((o) => o.value === option.value)) setChosen(option);
        onChange(next, option);
      }}
    />
  );
}
