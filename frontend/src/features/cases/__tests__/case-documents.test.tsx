import { CaseDocuments } from '@/features/cases/components/case-documents/case-documents';
import { makeCase, makeSentCase } from '@/testing/data-generators';
import {
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
  type FakeHandler,
} from '@/testing/test-utils';
import type { Case, User } from '@/types/api';
import type { CaseDocument } from '@/types/documents';

function makeDocument(overrides: Partial<CaseDocument> = {}): CaseDocument {
  return {
    id: 1,
    caseId: 7,
    kind: 'report',
    name: 'Final report for Jane Client.pdf',
    size: Math.round(2.4 * 1024 * 1024),
    contentType: 'application/pdf',
    sha256: 'a'.repeat(64),
    visibleToClient: true,
    uploadedBy: { id: 1, name: 'Ada Admin' },
    uploadedAt: '2026-11-27T10:00:00Z',
    erased: false,
    ...overrides,
  };
}

const REPORT = makeDocument();
const STATEMENT = makeDocument({
  id: 2,
  kind: 'statement',
  name: 'bank-statement-march.csv',
  size: 840 * 1024,
  contentType: 'text/csv',
  visibleToClient: false,
  uploadedBy: null,
  uploadedAt: '2026-11-26T09:30:00Z',
});

function setup({
  user = makeUser({ role: 'admin' }),
  caseData = makeSentCase(),
  documents = [REPORT, STATEMENT],
  post = { status: 201, body: makeDocument({ id: 9 }) },
  remove = { status: 204 },
}: {
  user?: User;
  caseData?: Case;
  documents?: CaseDocument[];
  post?: FakeHandler;
  remove?: FakeHandler;
} = {}) {
  signIn(user);
  const uploads: FormData[] = [];
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/my-permissions': { status: 500, body: 'x' },
    [`GET /api/cases/${caseData.id}/documents`]: { body: documents },
    [`POST /api/cases/${caseData.id}/documents`]: (init, url) => {
      uploads.push(init.body as FormData);
      return typeof post === 'function' ? post(init, url) : post;
    },
    'DELETE /api/documents/1': remove,
    'PUT /api/documents/2': (init) => ({
      body: { ...STATEMENT, ...(JSON.parse(String(init.body)) as object) },
    }),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const rendered = renderWithProviders(<CaseDocuments caseData={caseData} />);
  const fileInput = () => screen.getByLabelText('Document file') as HTMLInputElement;
  return { ...rendered, uploads, fetchMock, fileInput };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );

const pdf = (name = 'statement.pdf', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

async function chooseKind(user: ReturnType<typeof setup>['user'], option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Kind' }));
  const listbox = await screen.findByRole('listbox', { name: 'Kind', hidden: true });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('CaseDocuments', { timeout: 30_000 }, () => {
  it('lists the documents in words: name to download, kind, size, who and when, visibility', async () => {
    setup({ user: makeUser({ role: 'staff' }), caseData: makeSentCase({ isMerged: true, mergedIntoId: 3 }) });
    expect(screen.getByRole('heading', { name: 'Documents', level: 2 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Documents of case 1001' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]).getByRole('button', { name: 'Download Final report for Jane Client.pdf' }),
    ).toBeInTheDocument();
    expect(within(items[0]).getByText('Report · 2.4 MB · Ada Admin, 27/11/2026, 10:00')).toBeInTheDocument();
    expect(within(items[0]).getByText('Visible to client')).toBeInTheDocument();
    expect(within(items[1]).getByText('Statement · 840 KB · 26/11/2026, 09:30')).toBeInTheDocument();
    expect(within(items[1]).getByText('Internal')).toBeInTheDocument();
  });

  it('offers no upload, switch or delete on a merged case (read-only)', async () => {
    setup({ user: makeUser({ role: 'staff' }), caseData: makeSentCase({ isMerged: true, mergedIntoId: 3 }) });
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    expect(screen.queryByRole('button', { name: 'Choose file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('shows an erased document as its tombstone, with nothing to do', async () => {
    setup({ documents: [makeDocument({ erased: true, name: '' })] });
    const list = await screen.findByRole('list', { name: 'Documents of case 1001' });
    expect(within(list).getByText('Document erased (Report, 2.4 MB)')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(within(list).queryByRole('switch')).toBeNull();
  });

  it('uploads the chosen file as multipart with its kind and visibility, and says so', async () => {
    const { user, uploads, fileInput, fetchMock } = setup({ caseData: makeCase({ id: 7, bhrukId: '1001' }) });
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'PDF, PNG, JPEG, CSV or XLSX, up to 25 MB',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(fileInput(), pdf());
    expect(screen.getByText('statement.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    const form = uploads[0];
    expect((form.get('file') as File).name).toBe('statement.pdf');
    expect(form.get('kind')).toBe('statement');
    expect(form.get('visibleToClient')).toBe('false');
    // The list is read again (with the case and the timeline, which the tests of the keys cover).
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/cases/7/documents')).toHaveLength(2));
  });

  it('makes a report visible to the client by default, and keeps the user’s own choice once made', async () => {
    const { user, uploads, fileInput } = setup({ caseData: makeCase({ id: 7, bhrukId: '1001' }) });
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    const visible = screen.getByRole('checkbox', { name: 'Visible to client' });
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('Statement');
    expect(visible).not.toBeChecked();
    await chooseKind(user, 'Report');
    expect(visible).toBeChecked();
    await chooseKind(user, 'Other');
    expect(visible).not.toBeChecked();
    await user.click(visible);
    await chooseKind(user, 'Statement');
    expect(visible).toBeChecked();
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].get('kind')).toBe('statement');
    expect(uploads[0].get('visibleToClient')).toBe('true');
  });

  it('starts a sent case’s upload as a visible report', async () => {
    setup();
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('Report');
    expect(screen.getByRole('checkbox', { name: 'Visible to client' })).toBeChecked();
  });

  it('shows the server’s reason for refusing a file under the upload area', async () => {
    const message = 'This PDF is password-protected. Please upload a copy without a password.';
    const { user, fileInput } = setup({
      post: { status: 400, body: { message: 'Invalid input.', errors: { file: [message] } } },
    });
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Document uploaded')).toBeNull();
  });

  it('shows the message of a 503 when the virus check is down', async () => {
    const message = 'The virus check is not available right now. Please try again in a few minutes.';
    const { user, fileInput } = setup({ post: { status: 503, body: { message } } });
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('refuses a file over 25 MB before sending it, in the server’s words', async () => {
    const { user, uploads, fileInput } = setup();
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    const big = pdf('huge.pdf');
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 25 MB.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(uploads).toHaveLength(0);
  });

  it('asks before deleting, sends DELETE and says so', async () => {
    const { user, fetchMock } = setup();
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    await user.click(screen.getByRole('button', { name: 'Delete Final report for Jane Client.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(dialog).toHaveTextContent('Delete Final report for Jane Client.pdf? It cannot be undone.');
    expect(calls(fetchMock, 'DELETE', '/api/documents/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/documents/1')).toHaveLength(1);
  });

  it('says why the server refused a delete (a hold placed since the page loaded)', async () => {
    const { user } = setup({
      remove: {
        status: 409,
        body: { message: 'This case is under legal hold: its documents cannot be deleted.' },
      },
    });
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    await user.click(screen.getByRole('button', { name: 'Delete Final report for Jane Client.pdf' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete document' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Document not deleted')).toBeInTheDocument();
    expect(
      screen.getByText('This case is under legal hold: its documents cannot be deleted.'),
    ).toBeInTheDocument();
  });

  it('offers no Delete on a case under legal hold, and says why; upload and visibility stay open', async () => {
    setup({ caseData: makeSentCase({ legalHold: true }) });
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    expect(screen.getByRole('note')).toHaveTextContent('Under legal hold: documents cannot be deleted.');
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    expect(screen.getAllByRole('switch')).toHaveLength(2);
  });

  it('shows a document to the client with its switch (PUT visibleToClient)', async () => {
    const { user, fetchMock } = setup();
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    const toggle = screen.getByRole('switch', { name: 'Visible to client: bank-statement-march.csv' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const [[, init]] = calls(fetchMock, 'PUT', '/api/documents/2');
    expect(JSON.parse(String(init?.body))).toEqual({ visibleToClient: true });
  });

  it('downloads a document with the bearer token and saves it under the server’s name', async () => {
    const { user, fetchMock } = setup();
    const saved: string[] = [];
    const download = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) !== '/api/documents/1/download') return download(input, init);
      return new Response('%PDF', {
        headers: { 'Content-Disposition': 'attachment; filename="Final report.pdf"' },
      });
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await screen.findByRole('list', { name: 'Documents of case 1001' });
    await user.click(screen.getByRole('button', { name: 'Download Final report for Jane Client.pdf' }));
    await waitFor(() => expect(saved).toEqual(['Final report.pdf']));
    const [[, init]] = calls(fetchMock, 'GET', '/api/documents/1/download');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });
});
