import { ClientCasePage } from '@/features/portal/components/client-case-page';
import { makeSentCase } from '@/testing/data-generators';
import { makeUser, mockFetch, renderRoutes, screen, signIn, waitFor, within } from '@/testing/test-utils';
import type { CaseDocument } from '@/types/documents';

const client = makeUser({
  id: 7,
  role: 'client',
  firstName: 'Cora',
  lastName: 'Client',
  company: 'Acme Ltd',
});

const report: CaseDocument = {
  id: 11,
  caseId: 7,
  kind: 'report',
  name: 'Final report.pdf',
  size: 300 * 1024,
  contentType: 'application/pdf',
  sha256: 'b'.repeat(64),
  visibleToClient: true,
  uploadedBy: { id: 1, name: 'Ada Admin' },
  uploadedAt: '2026-11-27T10:00:00Z',
  erased: false,
};

function setup(documents: CaseDocument[] = [report]) {
  signIn(client);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: client },
    'GET /api/my-permissions': { body: [{ role: 'client', permission: 'view_own_cases', granted: true }] },
    'GET /api/cases/7': { body: makeSentCase() },
    'GET /api/cases/7/documents': { body: documents },
  });
  return {
    fetchMock,
    ...renderRoutes([{ path: '/client/cases/:caseId', element: <ClientCasePage /> }], {
      route: '/client/cases/7',
    }),
  };
}

describe('ClientCasePage documents', () => {
  it('lists the documents shared with the client, to download only', async () => {
    const { user, fetchMock } = setup();
    expect(await screen.findByRole('heading', { name: 'Documents', level: 2 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Documents of case 1001' });
    expect(within(list).getByText('Report · 300 KB · Ada Admin, 27/11/2026, 10:00')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Download Final report.pdf']);
    expect(screen.queryByRole('button', { name: /Choose file|Upload|Delete/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();

    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const reads = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/documents/11/download' ? new Response('%PDF') : reads(input, init),
    );
    await user.click(within(list).getByRole('button', { name: 'Download Final report.pdf' }));
    // No Content-Disposition name: the document's own.
    await waitFor(() => expect(saved).toEqual(['Final report.pdf']));
  });

  it('says when no document has been shared yet', async () => {
    setup([]);
    expect(await screen.findByText('No documents have been shared on this case yet.')).toBeInTheDocument();
  });
});
