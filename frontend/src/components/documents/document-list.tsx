import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';

import {
  DOCUMENT_KIND_LABELS,
  erasedText,
  formatFileSize,
  uploadedText,
} from '@/components/documents/document-text';
import type { CaseDocument } from '@/types/documents';

const LIST_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--mantine-spacing-sm)',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
} as const;

const WRAP = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/**
 * A case's documents as a list (the case page and the client's case page): each one's name as its Download button,
 * its kind, size, uploader and date; an erased one as its tombstone, with nothing to do. `actions` adds what a
 * document offers besides Download (the case page's visibility switch and Delete). Long names wrap.
 */
export function DocumentList({
  documents,
  label,
  onDownload,
  downloadingId = null,
  actions,
}: {
  documents: readonly CaseDocument[];
  /** The list's accessible name, e.g. "Documents of case 1001". */
  label: string;
  onDownload: (document: CaseDocument) => void;
  /** The document being downloaded: its button waits. */
  downloadingId?: number | null;
  actions?: (document: CaseDocument) => ReactNode;
}) {
  return (
    // role="list": Safari drops a list's semantics when its bullets are styled away.
    <ul role="list" aria-label={label} style={LIST_STYLE}>
      {documents.map((d) => (
        <li key={d.id} style={WRAP}>
          {d.erased ? (
            <Text size="sm" c="gray.7">
              {erasedText(d)}
            </Text>
          ) : (
            <Stack gap={2}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                ta="left"
                style={WRAP}
                onClick={() => onDownload(d)}
                disabled={downloadingId === d.id}
                aria-busy={downloadingId === d.id || undefined}
                // The visible name is in the accessible one (WCAG 2.5.3): "Download <name>".
                aria-label={`Download ${d.name}`}
              >
                {d.name}
              </Anchor>
              <Text size="xs" c="gray.7" style={WRAP}>
                {DOCUMENT_KIND_LABELS[d.kind] ?? d.kind} · {formatFileSize(d.size)} · {uploadedText(d)}
              </Text>
              {actions && (
                <Group gap="sm" wrap="wrap">
                  {actions(d)}
                </Group>
              )}
            </Stack>
          )}
        </li>
      ))}
    </ul>
  );
}
