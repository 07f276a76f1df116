import { Profiler, useState } from 'react';
import { Button } from '@mantine/core';

import type { CsvPreview } from '@/features/upload/api/preview-csv';
import { CsvPreviewPanel } from '@/features/upload/components/csv-preview';
import { renderWithProviders, screen } from '@/testing/test-utils';

const PREVIEW: CsvPreview = {
  rows: 4,
  wouldImport: 1,
  wouldSkip: 1,
  wouldSkipInFile: 1,
  wouldSkipPresent: 0,
  skippedRows: [
    {
      row: 4,
      reason: 'inFile',
      sameAsRow: 2,
      existingCaseId: null,
      existingBhrukId: null,
      byUserId: false,
      text: 'Repeats row 2 of this file (same company and OB Link)',
    },
  ],
  errors: [{ row: 3, column: 'Created At', message: 'Created At is required.' }],
  errorCount: 1,
  duplicates: [
    {
      row: 2,
      identifierType: 'kamId',
      identifier: '555',
      inFile: [],
      existingCaseIds: [1],
      existingBhrukIds: ['1000'],
    },
  ],
  newBhrukIds: [],
  firstNewBhrukId: null,
  lastNewBhrukId: null,
};

/** The panel under a parent that re-renders on a click, as the dialog does (Cancel, Upload & Process). */
function Harness({ onCommit }: { onCommit: () => void }) {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <Button onClick={() => setClicks((n) => n + 1)}>Clicked {clicks}</Button>
      <Profiler id="preview" onRender={onCommit}>
        <CsvPreviewPanel preview={PREVIEW} onDownloadErrors={() => {}} downloading={false} />
      </Profiler>
    </>
  );
}

describe('Check File answer with tables', () => {
  it('renders a bounded number of times when its parent re-renders (the click that froze the tab)', async () => {
    let commits = 0;
    const { user, unmount } = renderWithProviders(<Harness onCommit={() => (commits += 1)} />);
    expect(screen.getByRole('table', { name: 'Problems found' })).toBeInTheDocument();
    const before = commits;

    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await user.click(screen.getByRole('button', { name: 'Clicked 1' }));
    // Let any state update queued by the tables run.
    await new Promise((resolve) => setTimeout(resolve, 200));

    // One commit per click. Before the fix each re-render reset the tables' page index, which re-rendered
    // them again without end (hundreds of commits here; a frozen renderer in the browser).
    expect(commits - before).toBeLessThanOrEqual(4);
    expect(screen.getByRole('button', { name: 'Clicked 2' })).toBeInTheDocument();
    unmount();
  });
});
