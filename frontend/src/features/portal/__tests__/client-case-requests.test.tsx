import { ClientCasePage } from '@/features/portal/components/client-case-page';
import { makeSentCase } from '@/testing/data-generators';
import { makeUser, mockFetch, renderRoutes, screen, signIn, within } from '@/testing/test-utils';
import type { ClientRequest } from '@/types/requests';

const client = makeUser({ id: 7, role: 'client', company: 'Acme Ltd' });

const request = (overrides: Partial<ClientRequest>): ClientRequest => ({
  id: 1,
  caseId: 7,
  caseLabel: 'KIND1001',
  title: 'Photo ID',
  message: 'A photo of your driving licence.',
  dueDate: '2026-12-04',
  status: 'open',
  rejectionReason: '',
  createdAt: '2026-11-20T10:00:00Z',
  createdBy: null,
  receivedAt: null,
  documents: [],
  ...overrides,
});

function setup(requests: ClientRequest[], route = '/client/cases/7') {
  signIn(client);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: client },
    'GET /api/my-permissions': { body: [{ role: 'client', permission: 'view_own_cases', granted: true }] },
    'GET /api/cases/7': { body: makeSentCase() },
    'GET /api/cases/7/documents': { body: [] },
    'GET /api/cases/7/requests': { body: requests },
    'POST /api/requests/1/upload': { status: 201, body: { id: 3, name: 'id.jpg' } },
  });
  return {
    fetchMock,
    ...renderRoutes([{ path: '/client/cases/:caseId', element: <ClientCasePage /> }], {
      route,
    }),
  };
}

describe('ClientCasePage requests', () => {
  it('lists the case requests, open first, with an upload on the open ones only', async () => {
    const { user, fetchMock } = setup([
      request({ id: 2, title: 'Bank statement', status: 'received' }),
      request({ id: 1 }),
    ]);
    const section = await screen.findByRole('region', { name: 'Requests on this case' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Photo ID', 'Bank statement']);
    expect(within(items[0]).getByRole('button', { name: 'Choose file for Photo ID' })).toBeInTheDocument();
    expect(within(items[1]).queryByRole('button')).toBeNull();
    expect(within(items[0]).queryByRole('link')).toBeNull(); // already on the case

    await user.upload(
      items[0].querySelector('input[type="file"]') as HTMLInputElement,
      new File(['jpg'], 'id.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Thank you: your file was sent.')).toBeInTheDocument();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(posted?.[0])).toBe('/api/requests/1/upload');
    expect((posted?.[1]?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows nothing when the case has no request, and Back returns to the list as it was', async () => {
    setup([], '/client/cases/7?status=sent&page=3');
    expect(await screen.findByRole('heading', { name: 'Case details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your cases' })).toHaveAttribute(
      'href',
      '/client?status=sent&page=3',
    );
    expect(screen.queryByRole('region', { name: 'Requests on this case' })).toBeNull();
  });
});
