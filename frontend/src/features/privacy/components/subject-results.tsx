import { Badge, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';

import { HoldToggle } from '@/features/privacy/components/hold-toggle';
import { caseLabel, type SubjectCase } from '@/features/privacy/rules';
import { usePhone } from '@/lib/use-phone';

type Props = {
  rows: readonly SubjectCase[];
  chosen: ReadonlySet<number>;
  onToggle: (row: SubjectCase) => void;
  onTogglePage: () => void;
};

// Long e-mails and OB Links wrap instead of pushing the page sideways.
const WRAP = { overflowWrap: 'anywhere' } as const;

function HoldBadge({ row }: { row: SubjectCase }) {
  return row.legalHold ? (
    <Badge color="orange" variant="light">
      Legal hold
    </Badge>
  ) : null;
}

function PageCheckbox({ rows, chosen, onTogglePage }: Omit<Props, 'onToggle'>) {
  const onPage = rows.filter((r) => chosen.has(r.id)).length;
  return (
    <Checkbox
      aria-label="Choose every case on this page"
      checked={onPage > 0 && onPage === rows.length}
      indeterminate={onPage > 0 && onPage < rows.length}
      onChange={onTogglePage}
    />
  );
}

/** Below the small breakpoint each match is a card (as the dashboard's case list), its actions in reach. */
function SubjectCards({ rows, chosen, onToggle, onTogglePage }: Props) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <PageCheckbox rows={rows} chosen={chosen} onTogglePage={onTogglePage} />
        <Text size="sm">Choose every case on this page</Text>
      </Group>
      <Stack
        gap="xs"
        component="ul"
        aria-label="Cases found"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows.map((row) => (
          <Paper key={row.id} withBorder p="sm" component="li" data-testid="subject-card">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Checkbox
                aria-label={`Choose ${caseLabel(row)}`}
                checked={chosen.has(row.id)}
                onChange={() => onToggle(row)}
                label={<Text fw={600}>{caseLabel(row)}</Text>}
              />
              <HoldBadge row={row} />
            </Group>
            <Stack gap={2} mt="xs">
              <Text size="sm">{row.clientName}</Text>
              <Text size="sm">Company: {row.widget}</Text>
              <Text size="sm" style={WRAP}>
                E-mail: {row.email || '—'}
              </Text>
              <Text size="sm" style={WRAP}>
                OB Link: {row.externalUserId || '—'}
              </Text>
              {row.name && <Text size="sm">Name (import): {row.name}</Text>}
            </Stack>
            <Group mt="xs">
              <HoldToggle row={row} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function SubjectTable({ rows, chosen, onToggle, onTogglePage }: Props) {
  return (
    <Table striped withTableBorder aria-label="Cases found">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <PageCheckbox rows={rows} chosen={chosen} onTogglePage={onTogglePage} />
          </Table.Th>
          <Table.Th>BHR UK ID</Table.Th>
          <Table.Th>Company</Table.Th>
          <Table.Th>Client Name</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>OB Link</Table.Th>
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
                onChange={() => onToggle(row)}
              />
            </Table.Td>
            <Table.Td>{caseLabel(row)}</Table.Td>
            <Table.Td>{row.widget}</Table.Td>
            <Table.Td>
              {row.clientName} <HoldBadge row={row} />
              {row.name && <Text size="xs">Name (import): {row.name}</Text>}
            </Table.Td>
            <Table.Td style={WRAP}>{row.email}</Table.Td>
            <Table.Td style={WRAP}>{row.externalUserId}</Table.Td>
            <Table.Td>
              <HoldToggle row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The page of matches: a table, or cards on a phone. Nothing is chosen until the officer chooses. */
export function SubjectResults(props: Props) {
  return usePhone() ? <SubjectCards {...props} /> : <SubjectTable {...props} />;
}
