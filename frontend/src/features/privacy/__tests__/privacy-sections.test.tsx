import { RetentionSection } from '@/features/privacy/components/retention-form';
import { SubjectSection } from '@/features/privacy/components/subject-section';
import type { SubjectCase } from '@/features/privacy/rules';
import { mockFetch, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { setScreenWidth } from '@/testing/screen-width';

const person = (id: number, overrides: Partial<SubjectCase> = {}): SubjectCase => ({
  id,
  widget: 'Acme Ltd',
  clientName: 'Noah Wilson',
  name: '',
  email: `noah${id}@example.org`,
  externalUserId: `https://ob.example.com/users/${id}`,
  bhrukId: `KIND${id}`,
  currentStatus: 'sent',
  createdAt: '2026-01-01T00:00:00Z',
  legalHold: false,
  ...overrides,
});

const page = {
  data: [person(1), person(2, { widget: 'Kind Co' })],
  pagination: {
    currentPage: 1,
    itemsPerPage: 50,
    totalItems: 501,
    totalPages: 11,
    hasPreviousPage: false,
    hasNextPage: true,
  },
};

async function searchFor(user: ReturnType<typeof renderWithProviders>['user'], text: string) {
  await user.type(screen.getByLabelText(/Name, e-mail, OB Link/), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('Find a person', () => {
  it('states the whole total, tells people apart and chooses nothing for the officer', async () => {
    const fetchMock = mockFetch({ 'GET /api/privacy/subjects': { body: page } });
    const { user } = renderWithProviders(<SubjectSection />);

    await searchFor(user, 'wilson');

    expect(await screen.findAllByText('501 cases found.')).not.toHaveLength(0);
    const table = screen.getByRole('table', { name: 'Cases found' });
    expect(within(table).getByText('noah1@example.org')).toBeInTheDocument();
    expect(within(table).getByText('https://ob.example.com/users/2')).toBeInTheDocument();
    expect(within(table).getByText('Kind Co')).toBeInTheDocument();
    for (const box of within(table).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Erase 0 chosen' })).toBeDisabled();
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'wilson', page: '1', limit: '50' });
  });

  it('erases every match of the search by sending the search and the total shown', async () => {
    let sent: unknown = null;
    mockFetch({
      'GET /api/privacy/subjects': { body: page },
      'POST /api/privacy/erasure': (init) => {
        sent = JSON.parse(String(init.body));
        return {
          body: {
            message: 'Erased 501 cases; they now read Erased 7F3K.',
            erased: 501,
            pseudonym: 'Erased 7F3K',
          },
        };
      },
    });
    const { user } = renderWithProviders(<SubjectSection />);
    await searchFor(user, 'wilson');

    await user.click(await screen.findByRole('button', { name: 'Erase all 501 matches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    expect(within(dialog).getByText(/^Erase the personal data of 501 cases\?/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Asked by the person');
    await user.click(within(dialog).getByRole('button', { name: 'Erase 501 cases' }));

    await waitFor(() =>
      expect(sent).toEqual({ query: 'wilson', expectedCount: 501, reason: 'Asked by the person' }),
    );
  });

  it('shows each match as a card with its actions on a phone', async () => {
    setScreenWidth(true);
    mockFetch({ 'GET /api/privacy/subjects': { body: page } });
    const { user } = renderWithProviders(<SubjectSection />);
    await searchFor(user, 'wilson');

    const cards = await screen.findAllByTestId('subject-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('E-mail: noah1@example.org')).toBeInTheDocument();
    expect(within(cards[0]).getByText('OB Link: https://ob.example.com/users/1')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('checkbox', { name: 'Choose KIND1' })).not.toBeChecked();
    expect(within(cards[0]).getByRole('switch', { name: 'Legal hold for KIND1' })).toBeInTheDocument();
  });
});

describe('Retention', () => {
  const off = { enabled: false, months: 72, appliesTo: [] as string[] };

  it('previews the settings on screen and says when retention is off', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'GET /api/privacy/retention': { body: off },
      'POST /api/privacy/retention/preview': (init) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return {
          body: {
            enabled: body.enabled,
            count: 0,
            sample: [],
            message: body.enabled
              ? 'The next run anonymises 0 cases.'
              : 'Retention is off: no cases will be anonymised until you turn it on.',
          },
        };
      },
    });
    const { user } = renderWithProviders(<RetentionSection />);
    const months = await screen.findByLabelText('Months without a change');
    await user.clear(months);
    await user.type(months, '12');

    await user.click(screen.getByRole('button', { name: 'Preview next run' }));

    expect(
      await screen.findByText('Retention is off: no cases will be anonymised until you turn it on.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ enabled: false, months: 12, appliesTo: [] }]);
  });

  it('asks before switching on, stating what the first run anonymises, and sends that count', async () => {
    let saved: unknown = null;
    mockFetch({
      'GET /api/privacy/retention': { body: off },
      'POST /api/privacy/retention/preview': { body: { enabled: true, count: 6, sample: [], message: '' } },
      'PUT /api/privacy/retention': (init) => {
        saved = JSON.parse(String(init.body));
        return { body: { enabled: true, months: 72, appliesTo: [] } };
      },
    });
    const { user } = renderWithProviders(<RetentionSection />);
    await user.click(await screen.findByRole('switch', { name: 'Anonymise cases automatically (daily)' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Turn retention on' });
    expect(within(dialog).getByText(/^Turning retention on anonymises 6 cases/)).toBeInTheDocument();
    expect(saved).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Turn on and anonymise 6 cases' }));
    await waitFor(() => expect(saved).toEqual({ enabled: true, months: 72, appliesTo: [], confirmCount: 6 }));
  });
});
