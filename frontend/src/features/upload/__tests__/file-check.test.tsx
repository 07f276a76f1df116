import UploadCsvDialog from '@/features/upload/components/upload-csv-dialog';
import type { CsvPreview } from '@/features/upload/api/preview-csv';
import {
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
} from '@/testing/test-utils';

type Post = { url: string; file: File };

/** The dialog with a fake server: `answers` maps a POST path (with its query) to its reply. */
function setup(
  answers: Record<string, { status?: number; body: unknown; headers?: Record<string, string> }>,
) {
  const admin = makeUser({ role: 'admin' });
  signIn(admin);
  const posts: Post[] = [];
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: admin },
    'GET /api/next-bhruk-id/Kind': { body: { nextId: 'KIND120', company: 'Kind', group: 'kind' } },
    'GET /api/next-bhruk-id/standard': { body: { nextId: '5001', company: 'standard', group: 'standard' } },
  });
  const reads = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method !== 'POST') return reads(input, init);
    const url = String(input);
    posts.push({ url, file: (init.body as FormData).get('csvFile') as File });
    const reply = answers[url] ?? { status: 404, body: { message: 'Not found.' } };
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(body, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  const rendered = renderWithProviders(<UploadCsvDialog opened onClose={vi.fn()} />);
  const input = () => document.getElementById('csvFile') as HTMLInputElement;
  return { ...rendered, posts, input };
}

const csv = () => new File(['Widget,Report Type\n'], 'march.csv', { type: 'text/csv' });

const PREVIEW: CsvPreview = {
  rows: 7,
  wouldImport: 3,
  wouldSkip: 2,
  wouldSkipInFile: 1,
  wouldSkipPresent: 1,
  skippedRows: [
    {
      row: 6,
      reason: 'present',
      sameAsRow: null,
      existingCaseId: 12,
      existingBhrukId: '1500',
      byUserId: false,
      text: 'Already in Casebook as BHR UK ID 1500 (same company and OB Link)',
    },
    {
      row: 8,
      reason: 'inFile',
      sameAsRow: 2,
      existingCaseId: null,
      existingBhrukId: null,
      byUserId: false,
      text: 'Repeats row 2 of this file (same company and OB Link)',
    },
  ],
  errors: [
    { row: 3, column: 'Created At', message: 'Created At is required.' },
    { row: 5, column: null, message: 'Expected 8 fields but found 2.' },
  ],
  errorCount: 2,
  duplicates: [
    {
      row: 4,
      identifierType: 'kamId',
      identifier: '555',
      inFile: [6],
      existingCaseIds: [12],
      existingBhrukIds: ['1500'],
    },
  ],
  newBhrukIds: [
    { group: 'standard', first: '1000', last: '1001', count: 2 },
    { group: 'kind', first: 'KIND120', last: 'KIND120', count: 1 },
  ],
  firstNewBhrukId: '1000',
  lastNewBhrukId: '1001',
};

describe('Check File', { timeout: 20_000 }, () => {
  it('previews the chosen file without importing it: counts, problems and duplicates', async () => {
    const { user, input, posts } = setup({ '/api/cases/upload-csv?dryRun=true': { body: PREVIEW } });
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    expect(screen.queryByRole('button', { name: 'Check File' })).not.toBeInTheDocument();
    await user.upload(input(), csv());

    await user.click(await screen.findByRole('button', { name: 'Check File' }));

    // With problems the upload imports nothing, and the counts say so.
    expect(await screen.findByText('No cases would be imported')).toBeInTheDocument();
    expect(screen.queryByText('3 cases would be imported')).not.toBeInTheDocument();
    expect(screen.getByText('2 problems')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Uploading this file would import nothing: fix the 2 problems first. Once they are fixed, 3 cases would be imported.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('new-bhruk-ids')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Rows that would be skipped once the problems are fixed (1 repeated inside the file, 1 already in Casebook)',
      ),
    ).toBeInTheDocument();
    const skipped = screen.getByRole('table', { name: 'Skipped rows' });
    expect(
      within(skipped)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'RowWhy',
      '6Already in Casebook as BHR UK ID 1500 (same company and OB Link)',
      '8Repeats row 2 of this file (same company and OB Link)',
    ]);
    const problems = screen.getByRole('table', { name: 'Problems found' });
    expect(
      within(problems)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RowColumnProblem', '3Created AtCreated At is required.', '5—Expected 8 fields but found 2.']);
    const duplicates = screen.getByRole('table', { name: 'Possible duplicates' });
    expect(within(duplicates).getAllByRole('row')[1]).toHaveTextContent('4KAM ID55561500');
    expect(posts.map((p) => p.url)).toEqual(['/api/cases/upload-csv?dryRun=true']);
    expect(posts[0].file.name).toBe('march.csv');
    expect(screen.getByRole('button', { name: 'Upload & Process' })).toBeEnabled();
  });

  it('downloads the error report of the same file', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user, input, posts } = setup({
      '/api/cases/upload-csv?dryRun=true': { body: PREVIEW },
      '/api/cases/upload-csv/errors': {
        body: 'Widget,Errors\r\n',
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="march-errors.csv"',
        },
      },
    });
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    await user.upload(input(), csv());
    await user.click(await screen.findByRole('button', { name: 'Check File' }));

    await user.click(await screen.findByRole('button', { name: 'Download error report' }));

    await waitFor(() => expect(saved).toEqual(['march-errors.csv']));
    expect(posts.map((p) => p.url)).toEqual([
      '/api/cases/upload-csv?dryRun=true',
      '/api/cases/upload-csv/errors',
    ]);
    expect(posts[1].file.name).toBe('march.csv');
    click.mockRestore();
  });

  it('says a clean file is ready and which identifiers it would take', async () => {
    const clean = { ...PREVIEW, errors: [], errorCount: 0, duplicates: [] };
    const { user, input } = setup({ '/api/cases/upload-csv?dryRun=true': { body: clean } });
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    await user.upload(input(), csv());
    await user.click(await screen.findByRole('button', { name: 'Check File' }));

    expect(
      await screen.findByText('The file is ready to upload: 3 cases would be imported.'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 cases would be imported')).toBeInTheDocument();
    expect(screen.getByText('2 rows would be skipped')).toBeInTheDocument();
    // Every company group's identifiers, KIND too.
    expect(screen.getByTestId('new-bhruk-ids')).toHaveTextContent(
      'New BHR UK IDs: 1000 to 1001 (2 cases); KIND120 (1 case)',
    );
    expect(screen.getByText('No problems')).toBeInTheDocument();
    // The report lists the skipped rows.
    expect(screen.getByRole('button', { name: 'Download error report' })).toBeInTheDocument();
  });

  it('offers no report for a file with nothing to skip nor fix', async () => {
    const clean = {
      ...PREVIEW,
      errors: [],
      errorCount: 0,
      duplicates: [],
      wouldSkip: 0,
      wouldSkipInFile: 0,
      wouldSkipPresent: 0,
      skippedRows: [],
    };
    const { user, input } = setup({ '/api/cases/upload-csv?dryRun=true': { body: clean } });
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    await user.upload(input(), csv());
    await user.click(await screen.findByRole('button', { name: 'Check File' }));

    expect(await screen.findByText('No rows would be skipped')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Skipped rows' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download error report' })).not.toBeInTheDocument();
  });

  it('shows why a file cannot be read at all', async () => {
    const { user, input } = setup({
      '/api/cases/upload-csv?dryRun=true': {
        status: 400,
        body: { message: 'The file is missing required column: Status.' },
      },
    });
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    await user.upload(input(), csv());
    await user.click(await screen.findByRole('button', { name: 'Check File' }));

    const alert = (await screen.findByText('The file cannot be imported')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('The file cannot be imported');
    expect(alert).toHaveTextContent('The file is missing required column: Status.');
  });
});
