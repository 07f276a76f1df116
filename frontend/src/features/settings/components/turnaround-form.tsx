import '@mantine/core/styles/NumberInput.css';
import { useRef, useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';

import { COMPANY_FILTER_STALE_MS, useCompanies } from '@/data/companies';
import { usePutTurnaroundSettings } from '@/features/settings/api/put-turnaround-settings';
import {
  badRequestErrors,
  MAX_TARGET_DAYS,
  MIN_TARGET_DAYS,
  newRowKey,
  serverTurnaroundErrors,
  toForm,
  toPayload,
  validateTurnaround,
  type CompanyTarget,
  type Days,
  type TurnaroundForm as Form,
} from '@/features/settings/rules';
import { serverMessage } from '@/lib/api-client';
import { hasErrors, useInlineErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import type { TurnaroundSettings } from '@/types/turnaround';

const asDays = (value: string | number): Days => (value === '' ? '' : Number(value));

/**
 * The default turnaround target and per-company targets, in working days (1-250). Checked as typed on Save (each
 * error under its field, focus on the first); the server's 400 lands on the same fields.
 */
export function TurnaroundForm({ saved }: { saved: TurnaroundSettings }) {
  const [form, setForm] = useState<Form>(() => toForm(saved));
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { container, errors, show, clear } = useInlineErrors<string>();
  const companies = useCompanies({ staleTime: COMPANY_FILTER_STALE_MS });
  const save = usePutTurnaroundSettings();

  const setRow = (key: string, patch: Partial<CompanyTarget>) =>
    setForm((current) => ({
      ...current,
      companies: current.companies.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));
  const addRow = () => {
    const key = newRowKey();
    setAddedKey(key);
    setForm((current) => ({
      ...current,
      companies: [...current.companies, { key, company: null, days: '' }],
    }));
  };
  const removeRow = (key: string) => {
    setForm((current) => ({ ...current, companies: current.companies.filter((row) => row.key !== key) }));
    clear(`company-${key}`, `days-${key}`, 'companies');
    addButton.current?.focus(); // the row's Remove button is gone
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateTurnaround(form);
    if (hasErrors(found)) return show(found);
    show({});
    save.mutate(toPayload(form), {
      onSuccess: () => toast({ title: 'Turnaround targets saved.' }),
      onError: (error) => {
        const fieldErrors = serverTurnaroundErrors(badRequestErrors(error), form);
        if (hasErrors(fieldErrors)) show(fieldErrors);
        else toast({ title: 'Error', message: serverMessage(error), variant: 'destructive' });
      },
    });
  };
  const choices = (row: CompanyTarget) => {
    const names = companies.data ?? [];
    return row.company && !names.includes(row.company) ? [row.company, ...names] : names;
  };

  return (
    <form ref={container} onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label="Default target (working days)"
          description="For companies without a target of their own."
          min={MIN_TARGET_DAYS}
          max={MAX_TARGET_DAYS}
          allowDecimal={false}
          allowNegative={false}
          value={form.defaultTargetDays}
          error={errors.defaultTargetDays}
          onChange={(value) => {
            setForm((current) => ({ ...current, defaultTargetDays: asDays(value) }));
            clear('defaultTargetDays');
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <Title order={3} size="h5">
          Per company
        </Title>
        {form.companies.length === 0 && (
          <Text size="sm" c="dimmed">
            Every company has the default target.
          </Text>
        )}
        {form.companies.map((row, index) => (
          <Group key={row.key} align="flex-start" gap="sm" wrap="wrap" data-testid="company-target">
            <Select
              label="Company"
              placeholder="Choose a company"
              data={choices(row)}
              value={row.company}
              searchable
              autoFocus={row.key === addedKey}
              error={errors[`company-${row.key}`]}
              onChange={(company) => {
                setRow(row.key, { company });
                clear(`company-${row.key}`, 'companies');
              }}
              style={{ flex: '1 1 220px' }}
            />
            <NumberInput
              label="Working days"
              min={MIN_TARGET_DAYS}
              max={MAX_TARGET_DAYS}
              allowDecimal={false}
              allowNegative={false}
              value={row.days}
              error={errors[`days-${row.key}`]}
              onChange={(value) => {
                setRow(row.key, { days: asDays(value) });
                clear(`days-${row.key}`, 'companies');
              }}
              w={140}
            />
            <Button
              variant="subtle"
              color="red.8"
              mt={25}
              onClick={() => removeRow(row.key)}
              aria-label={`Remove the target for ${row.company || `row ${index + 1}`}`}
            >
              Remove
            </Button>
          </Group>
        ))}
        {errors.companies && (
          <Text size="sm" c="red.8" role="alert">
            {errors.companies}
          </Text>
        )}
        <Group gap="sm">
          <Button ref={addButton} variant="default" onClick={addRow}>
            Add a company
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
