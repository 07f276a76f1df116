import type { ReactNode } from 'react';
import { Button, Group, NativeSelect, Text } from '@mantine/core';

/** The optional page-size choice: a select named `label` offering `sizes`. */
export type PageSizeChoice = {
  limit: number;
  sizes: readonly number[];
  label: string;
  onChange: (limit: number) => void;
};

type PagerProps = {
  /** The navigation landmark's name: each list names its own pages. */
  label: string;
  /** "Showing x to y of n" or the list's own words; announced politely as it changes. */
  showing: ReactNode;
  page: number;
  pages: number;
  /** Default to "a page before" / "a page after" `page` within `pages`. */
  hasPrevious?: boolean;
  hasNext?: boolean;
  /** When `pages` only counts so far (the audit log stops counting): "Page x of y or more". */
  pagesAtLeast?: boolean;
  pageSize?: PageSizeChoice;
  onPage: (page: number) => void;
};

/**
 * The one pager of every list, server-paged or paged in the browser (guide (screens) shape): the "Showing ..." text,
 * an optional page size, then First, Previous, Page x of y, Next, Last.
 */
export function Pager({
  label,
  showing,
  page,
  pages,
  hasPrevious = page > 1,
  hasNext = page < pages,
  pagesAtLeast = false,
  pageSize,
  onPage,
}: PagerProps) {
  return (
    <Group justify="space-between" mt="sm" gap="sm" component="nav" aria-label={label}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {showing}
      </Text>
      <Group gap="xs" wrap="wrap">
        {pageSize && (
          <NativeSelect
            aria-label={pageSize.label}
            data={pageSize.sizes.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(pageSize.limit)}
            onChange={(event) => pageSize.onChange(Number(event.currentTarget.value))}
            w={84}
            size="xs"
          />
        )}
        <Button size="xs" variant="default" onClick={() => onPage(1)} disabled={!hasPrevious}>
          First
        </Button>
        <Button size="xs" variant="default" onClick={() => onPage(page - 1)} disabled={!hasPrevious}>
          Previous
        </Button>
        <Text size="sm">
          Page {page} of {pages}
          {pagesAtLeast && ' or more'}
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
