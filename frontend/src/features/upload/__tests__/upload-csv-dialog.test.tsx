import UploadCsvDialog from '@/features/upload/components/upload-csv-dialog';
import {
  fireEvent,
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  type FakeResponse,
} from '@/testing/test-utils';

/** `answer` is the upload's reply, or a function whose promise holds the reply back until the test releases it. */
function setup(
  answer: FakeResponse | (() => Promise<FakeResponse>) = { body: { message: 'Imported 2 cases.' } },
) {
  const admin = makeUser({ role: 'admin' });
  signIn(admin);
  const uploads: FormData[] = [];
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: admin },
    'GET /api/next-bhruk-id/Kind': { body: { nextId: 'KIND120', company: 'Kind', group: 'kind' } },
    'GET /api/next-bhruk-id/standard': { body: { nextId: '5001', company: 'standard', group: 'standard' } },
  });
  const reads = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method !== 'POST') return reads(input, init);
    uploads.push(init.body as FormData);
    const reply = typeof answer === 'function' ? await answer() : answer;
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(body, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const onClose = vi.fn();
  const rendered = renderWithProviders(<UploadCsvDialog opened onClose={onClose} />);
  const input = () => document.getElementById('csvFile') as HTMLInputElement;
  return { ...rendered, uploads, onClose, input, fetchMock };
}

const csv = (name = 'cases.csv', type = 'text/csv') => new File(['Widget,Report Type\n'], name, { type });

describe('UploadCsvDialog', { timeout: 20_000 }, () => {
  it('shows the next identifiers, the required columns and the browse area with input csvFile', async () => {
    const { input } = setup();
    expect(await screen.findByRole('dialog', { name: 'Upload CSV Cases' })).toBeInTheDocument();
    expect(await screen.findByText('KIND120')).toBeInTheDocument();
    expect(await screen.findByText('5001')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Widget (Company), Report Type, External User ID (OB Link), Name, Email, User ID, Created At, Status',
      ),
    ).toBeInTheDocument();
    expect(input()).toHaveAttribute('type', 'file');
    expect(screen.getByText('Drag and drop a CSV file here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload & Process' })).toBeDisabled();
  });

  it('highlights the drop area while a file is dragged over it', async () => {
    setup();
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    const area = document.querySelector('.mantine-Dropzone-root') as HTMLElement;
    const dataTransfer = { types: ['Files'], files: [], items: [{ kind: 'file', type: 'text/csv' }] };
    fireEvent.dragEnter(area, { dataTransfer });
    expect(await screen.findByText('Drop the CSV file here')).toBeInTheDocument();
    expect(area).toHaveAttribute('data-dragging');
    fireEvent.dragLeave(area, { dataTransfer });
    expect(await screen.findByText('Drag and drop a CSV file here')).toBeInTheDocument();
    expect(area).not.toHaveAttribute('data-dragging');
  });

  it('refuses a file that is not CSV with the Invalid File toast', async () => {
    const { user, input } = setup();
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    await user.upload(
      input(),
      csv('cases.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    );
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    expect(screen.getByText('Please select a CSV file (.csv extension)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload & Process' })).toBeDisabled();
  });

  it('takes the Invalid File toast away once a valid file is chosen', async () => {
    const { user, input } = setup();
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    await user.upload(input(), csv('cases.xlsx', 'application/vnd.ms-word'));
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    await user.upload(input(), csv('cases.csv'));
    expect(await screen.findByText('cases.csv')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Invalid File')).not.toBeInTheDocument());
  });

  it('accepts a .CSV name whatever its type, shows it with Change File, then uploads with progress', async () => {
    let release: (reply: FakeResponse) => void = () => {};
    const { user, input, uploads, onClose } = setup(
      () => new Promise<FakeResponse>((resolve) => (release = resolve)),
    );
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    await user.upload(input(), csv('March.CSV', ''));
    expect(await screen.findByText('March.CSV')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change File' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload & Process' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(await screen.findByText('50%', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(await screen.findByText('75%', {}, { timeout: 2000 })).toBeInTheDocument();
    expect((uploads[0].get('csvFile') as File).name).toBe('March.CSV');

    release({ body: { message: 'Imported 2 cases; 1 already present was skipped.' } });
    expect(await screen.findByText('Imported 2 cases; 1 already present was skipped.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the dialog open and lists the server's row problems when the import is rejected", async () => {
    const message =
      'The file has 2 problems; nothing was imported. First: row 3 (Created At): Created At is required.';
    const { user, input, onClose } = setup({
      status: 400,
      body: {
        message,
        errors: [
          { row: 3, column: 'Created At', message: 'Created At is required.' },
          { row: 4, column: 'Widget (Company)', message: 'Company is required' },
        ],
        errorCount: 2,
      },
    });
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    await user.upload(input(), csv());
    await user.click(await screen.findByRole('button', { name: 'Upload & Process' }));

    const problems = await screen.findByRole('list', { name: 'Problems in the file' });
    expect(problems).toHaveTextContent('Row 3 · Created At: Created At is required.');
    expect(problems).toHaveTextContent('Row 4 · Widget (Company): Company is required');
    expect(screen.getByText('2 problems found; nothing was imported.')).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload & Process' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('toasts "Failed to upload CSV file" when the server gives no message', async () => {
    const { user, input } = setup({ status: 500, body: '<html>boom</html>' });
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    await user.upload(input(), csv());
    await user.click(await screen.findByRole('button', { name: 'Upload & Process' }));
    await waitFor(() => expect(screen.getAllByText('Failed to upload CSV file').length).toBeGreaterThan(0));
  });

  it('shows the unauthorized toast on a 401', async () => {
    const { user, input } = setup({ status: 401, body: { message: 'Unauthorized' } });
    await screen.findByRole('dialog', { name: 'Upload CSV Cases' });
    await user.upload(input(), csv());
    await user.click(await screen.findByRole('button', { name: 'Upload & Process' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
  });
});
