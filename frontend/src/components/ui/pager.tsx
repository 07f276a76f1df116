import { Button, Group, NativeSelect, Text } from '@mantine/core';

/** A server-paged list's pager (SPEC §2's shape): "Showing ..." text, a page size, First, Previous, Page x of y,
 * Next, Last. The dashboard's cases and the Duplicates page's groups use it, each with its own words. */
export function Pager({
  showing,
  page,
  pages,
  hasPrevious,
  hasNext,
  limit,
  sizes,
  label,
  sizeLabel,
  onPage,
  onLimit,
}: {
  showing: string;
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  limit: number;
  sizes: readonly number[];
  label: string;
  sizeLabel: string;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  return (
    <Group justify="space-between" mt="sm" gap="sm" component="nav" aria-label={label}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {showing}
      </Text>
      <Group gap="xs" wrap="wrap">
        <NativeSelect
          aria-label={sizeLabel}
          data={sizes.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(limit)}
          onChange={(event) => onLimit(Number(event.currentTarget.value))}
          w={84}
          size="xs"
        />
        <Button size="xs" variant="default" onClick={() => onPage(1)} disabled={!hasPrevious}>
          First
        </Button>
        <Button size="xs" variant="default" onClick={() => onPage(page - 1)} disabled={!hasPrevious}>
          Previous
        </Button>
        <Text size="sm">
          Page {page} of {pages}
        </Text>
        <Button size="xs" variant="default" onClick={() => onPage(page + 1)} disabled={!hasNext}>
          Next
        </Button>
        <Button size="xs" variant="default" onClick={() => onPage(pages)} disabled={!hasNext}>
          Last
        </Button>
      </Group>
    </Group>
  );
}
