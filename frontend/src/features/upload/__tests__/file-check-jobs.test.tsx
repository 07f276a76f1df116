import { FileCheck } from '@/features/upload/components/file-check';
import type { CsvPreview } from '@/features/upload/api/preview-csv';
import { makeUser, mockFetch, renderWithProviders, screen, signIn, waitFor } from '@/testing/test-utils';
import type { Job } from '@/types/api';

const ID = '6f1c2a7e-0000-4000-8000-0000000000aa';
const JOB_URL = `/api/jobs/${ID}`;

function job(overrides: Partial<Job>): Job {
  return {
    id: ID,
    kind: 'import_preview',
    status: 'queued',
    progress: 0,
    message: 'Waiting for a worker.',
    downloadUrl: null,
    fileName: 'big.csv',
    result: {},
    createdAt: '2026-11-27T09:00:00+00:00',
    finishedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

const PREVIEW: CsvPreview = {
  rows: 4,
  wouldImport: 4,
  wouldSkip: 0,
  wouldSkipInFile: 0,
  wouldSkipPresent: 0,
  skippedRows: [],
  errors: [],
  errorCount: 0,
  duplicates: [],
  newBhrukIds: [{ group: 'standard', first: '1000', last: '1003', count: 4 }],
  firstNewBhrukId: '1000',
  lastNewBhrukId: '1003',
};

/** POST answers `started` (202); GET /api/jobs/{id} answers each of `states` in turn, then the last for ever. */
function setup(post: string, started: Job, states: Job[], extra: Parameters<typeof mockFetch>[0] = {}) {
  signIn(makeUser({ role: 'manager' }));
  let read = 0;
  const fetchMock = mockFetch({
    [`POST ${post}`]: { status: 202, body: started, headers: { Location: JOB_URL } },
    [`GET ${JOB_URL}`]: () => ({ body: states[Math.min(read++, states.length - 1)] }),
    ...extra,
  });
  const file = new File(['Widget,Report Type\n'], 'big.csv', { type: 'text/csv' });
  const rendered = renderWithProviders(<FileCheck file={file} disabled={false} />);
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
  return { ...rendered, calls };
}

describe('Check File of a large file (background jobs)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
  });

  it('follows the check job, then shows its preview as for a small file', async () => {
    const { user, calls } = setup('/api/cases/upload-csv', job({}), [
      job({ status: 'running', progress: 40, message: '' }),
      job({ status: 'succeeded', progress: 100, message: 'Checked 4 rows.', result: PREVIEW }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Check File' }));

    expect(await screen.findByRole('status', { name: 'Checking big.csv' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The file is ready to upload: 4 cases would be imported.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('new-bhruk-ids')).toHaveTextContent('New BHR UK IDs: 1000 to 1003');
    expect(screen.queryByRole('status', { name: 'Checking big.csv' })).not.toBeInTheDocument();
    expect(calls()).toContain('POST /api/cases/upload-csv?dryRun=true');
    expect(calls()).toContain(`GET ${JOB_URL}`);
  });

  it("shows a failed check job's problems as the request's 400 would be shown", async () => {
    const failed = job({
      status: 'failed',
      message: 'The file is missing required column: Status.',
      result: { message: 'The file is missing required column: Status.' },
    });
    const { user } = setup('/api/cases/upload-csv', job({}), [failed]);

    await user.click(screen.getByRole('button', { name: 'Check File' }));

    const title = await screen.findByText('The file cannot be imported', {}, { timeout: 5000 });
    expect(title.closest('[role="alert"]')).toHaveTextContent('The file is missing required column: Status.');
  });

  it('follows the error report job, then downloads the report it wrote', async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const reportJob = job({ kind: 'import_errors', fileName: 'big-errors.csv' });
    const { user, calls } = setup(
      '/api/cases/upload-csv/errors',
      reportJob,
      [
        {
          ...reportJob,
          status: 'succeeded',
          progress: 100,
          message: 'The error report of 2 rows is ready.',
          downloadUrl: `${JOB_URL}/download`,
        },
      ],
      {
        'POST /api/cases/upload-csv': { body: { ...PREVIEW, wouldSkip: 2, wouldSkipInFile: 2 } },
        [`GET ${JOB_URL}/download`]: { body: 'Widget,Errors\r\n', headers: { 'Content-Type': 'text/csv' } },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Check File' }));

    await user.click(await screen.findByRole('button', { name: 'Download error report' }));

    expect(await screen.findByRole('status', { name: 'Preparing big-errors.csv' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['big-errors.csv']), { timeout: 5000 });
    expect(calls()).toContain(`GET ${JOB_URL}/download`);
    click.mockRestore();
  });

  it('says why when the error report job fails', async () => {
    const reportJob = job({ kind: 'import_errors', fileName: 'big-errors.csv' });
    const { user } = setup(
      '/api/cases/upload-csv/errors',
      reportJob,
      [{ ...reportJob, status: 'failed', message: 'The error report failed. Please try again.' }],
      { 'POST /api/cases/upload-csv': { body: { ...PREVIEW, wouldSkip: 2, wouldSkipInFile: 2 } } },
    );
    await user.click(screen.getByRole('button', { name: 'Check File' }));

    await user.click(await screen.findByRole('button', { name: 'Download error report' }));

    expect(
      await screen.findByText('The error report failed. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
