import { JobProgress } from '@/components/jobs/job-progress';
import { isJob, jobStatusText } from '@/lib/jobs';
import {
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  makeUser,
  waitFor,
  within,
} from '@/testing/test-utils';
import type { Job } from '@/types/api';

const ID = '6f1c2a7e-0000-4000-8000-000000000001';

function job(overrides: Partial<Job> = {}): Job {
  return {
    id: ID,
    kind: 'export',
    status: 'queued',
    progress: 0,
    message: 'Waiting for a worker.',
    downloadUrl: null,
    fileName: 'all_cases.csv',
    result: {},
    createdAt: '2026-11-24T18:00:00+00:00',
    finishedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

/** GET /api/jobs/{id} answers each of `states` in turn, then the last one for ever. */
function serveStates(states: Job[], extra: Parameters<typeof mockFetch>[0] = {}) {
  let read = 0;
  return mockFetch({
    [`GET /api/jobs/${ID}`]: () => ({ body: states[Math.min(read++, states.length - 1)] }),
    ...extra,
  });
}

describe('JobProgress', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn(makeUser({ role: 'admin' }));
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
  });

  it('follows a job from queued through its progress to the download', async () => {
    const done = job({
      status: 'succeeded',
      progress: 100,
      message: 'Your export of 3 cases is ready.',
      downloadUrl: `/api/jobs/${ID}/download`,
    });
    const fetchMock = serveStates([job({ status: 'running', progress: 40, message: '' }), done], {
      [`GET /api/jobs/${ID}/download`]: { body: 'a,b\n', headers: { 'Content-Type': 'text/csv' } },
    });
    const { user } = renderWithProviders(<JobProgress job={job()} />);

    const card = screen.getByRole('status', { name: 'Exporting all_cases.csv' });
    expect(within(card).getByText('Waiting for a worker.')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: 'Exporting all_cases.csv progress' }),
    ).toHaveAttribute('aria-valuenow', '0');

    expect(await within(card).findByText('40% done', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    expect(await screen.findByText('Export Ready', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const buttons = screen.getAllByRole('button', { name: 'Download all_cases.csv' });
    expect(buttons).toHaveLength(2); // on the card and in the notification

    await user.click(buttons[0]);
    expect(await screen.findByText('Downloaded all_cases.csv')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toContain(`/api/jobs/${ID}/download`);

    // Finished: no more reads.
    const reads = calls.filter((url) => url === `/api/jobs/${ID}`).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === `/api/jobs/${ID}`)).toHaveLength(reads);
  });

  it('shows why a job failed and says so in a notification', async () => {
    serveStates([job({ status: 'failed', message: 'The export failed. Please try again.' })]);
    const onFinished = vi.fn();
    renderWithProviders(
      <JobProgress job={job({ status: 'running', progress: 10 })} onFinished={onFinished} />,
    );

    expect(await screen.findByText('Export Failed', {}, { timeout: 4000 })).toBeInTheDocument();
    const card = screen.getByRole('status', { name: 'Exporting all_cases.csv' });
    expect(within(card).getByText('The export failed. Please try again.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(onFinished.mock.calls[0][0]).toMatchObject({ status: 'failed' });
  });

  it('offers Dismiss only once the job has finished', async () => {
    serveStates([job({ status: 'running', progress: 5 })]);
    const onDismiss = vi.fn();
    const first = renderWithProviders(
      <JobProgress job={job({ status: 'running', progress: 5 })} onDismiss={onDismiss} />,
    );
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    first.unmount();

    serveStates([job({ status: 'succeeded', progress: 100, message: 'Done.' })]);
    const { user } = renderWithProviders(
      <JobProgress
        job={job({ status: 'succeeded', progress: 100, message: 'Done.' })}
        onDismiss={onDismiss}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('job rules', () => {
  it('recognises a job body and nothing else', () => {
    expect(isJob(job())).toBe(true);
    expect(isJob({ message: 'Imported 2 cases.', imported: 2 })).toBe(false);
    expect(isJob(null)).toBe(false);
  });

  it('says what the job is doing', () => {
    expect(jobStatusText(job())).toBe('Waiting for a worker.');
    expect(jobStatusText(job({ status: 'running', progress: 37 }))).toBe('37% done');
    expect(jobStatusText(job({ status: 'failed', message: 'Broken.' }))).toBe('Broken.');
  });
});
