import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';

import type { ExportChoice } from '@/features/cases/rules/export';

const ExportMenu = lazy(() => import(/* webpackChunkName: "export-menu" */ './export-menu'));

/** The Export button; its menu (Active/All Cases CSV/Excel) loads on the first click. */
export function ExportButton({
  onExport,
  pending,
}: {
  onExport: (choice: ExportChoice) => void;
  pending: boolean;
}) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <Button size="xs" variant="default" loading={pending || wanted} onClick={() => setWanted(true)}>
      Export
    </Button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ExportMenu onExport={onExport} pending={pending} />
    </Suspense>
  );
}
