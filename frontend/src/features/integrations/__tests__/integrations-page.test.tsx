import type { ApiToken, Webhook, WebhookDelivery } from '@/features/integrations/api/types';
import { IntegrationsPage } from '@/features/integrations/components/integrations-page';
import { setScreenWidth } from '@/testing/screen-width';
import {
  makeUser,
  mockFetch,
  renderWithProviders,
  screen,
  signIn,
  waitFor,
  within,
} from '@/testing/test-utils';
import type { FakeHandler } from '@/testing/test-utils';

const activeToken: ApiToken = {
  id: 7,
  name: 'Acme books',
  company: 'Acme Ltd',
  scopes: ['cases:read', 'documents:read'],
  prefix: 'cbk_ab12',
  expiresAt: null,
  createdAt: '2026-11-01T10:00:00Z',
  createdBy: { id: 1, name: 'Ada Admin' },
  lastUsedAt: '2026-11-20T09:30:00Z',
  lastUsedIp: '203.0.113.9',
  revokedAt: null,
  state: 'active',
};
const internalToken: ApiToken = {
  ...activeToken,
  id: 8,
  name: 'Reporting',
  company: null,
  scopes: ['cases:read'],
  prefix: 'cbk_zz99',
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: '2026-11-21T09:00:00Z',
  state: 'revoked',
};
const hook: Webhook = {
  id: 3,
  url: 'https://hooks.acme.example/casebook',
  events: ['case.created', 'case.status_changed'],
  company: 'Acme Ltd',
  active: true,
  disabledReason: '',
  createdAt: '2026-11-01T10:00:00Z',
  lastDelivery: { status: 'delivered', at: '2026-11-20T09:30:00Z' },
};
const disabledHook: Webhook = {
  ...hook,
  id: 4,
  url: 'https://down.example/hook',
  company: null,
  active: false,
  disabledReason: 'Disabled after 50 failed deliveries in a row.',
  lastDelivery: { status: 'failed', at: '2026-11-20T09:30:00Z' },
};
const failedDelivery: WebhookDelivery = {
  id: 91,
  eventId: 'msg_1',
  eventType: 'case.status_changed',
  caseId: 42,
  status: 'failed',
  attempts: [
    { at: '2026-11-20T09:00:00Z', statusCode: 500, durationMs: 120, error: '' },
    { at: '2026-11-20T09:05:00Z', statusCode: null, durationMs: 10000, error: 'Timed out' },
  ],
  createdAt: '2026-11-20T09:00:00Z',
  nextAttemptAt: null,
};
const deliveredTest: WebhookDelivery = {
  ...failedDelivery,
  id: 92,
  eventType: 'webhook.test',
  caseId: null,
  status: 'delivered',
  attempts: [{ at: '2026-11-20T10:00:00Z', statusCode: 200, durationMs: 35, error: '' }],
};
const pagination = {
  currentPage: 1,
  itemsPerPage: 20,
  totalItems: 2,
  totalPages: 1,
  hasPreviousPage: false,
  hasNextPage: false,
};

function setup(handlers: Record<string, FakeHandler> = {}, role: 'admin' | 'manager' = 'admin') {
  const viewer = makeUser({ role, firstName: 'Ada', lastName: 'Admin' });
  signIn(viewer);
  const fetchMock = mockFetch({
    'GET /api/auth/user': { body: viewer },
    // The static permission table applies: admins hold system_settings, managers do not.
    'GET /api/my-permissions': { status: 500, body: 'x' },
    'GET /api/companies': { body: ['Acme Ltd', 'Globex Plc'] },
    'GET /api/api-tokens': { body: { data: [activeToken, internalToken] } },
    'GET /api/webhooks': { body: { data: [hook, disabledHook] } },
    ...handlers,
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { ...renderWithProviders(<IntegrationsPage />, { route: '/settings/integrations' }), fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe('IntegrationsPage', { timeout: 30_000 }, () => {
  it('lists the tokens with company or Internal, scopes, prefix, last use and state in words', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(sections).getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sections).getByRole('link', { name: 'Turnaround' })).toHaveAttribute('href', '/settings');
    const acme = within(table).getByTestId('token-row-7');
    expect(acme).toHaveTextContent('Acme Ltd');
    expect(acme).toHaveTextContent('Read cases, Read documents');
    expect(acme).toHaveTextContent('cbk_ab12…');
    expect(acme).toHaveTextContent('20/11/2026, 09:30');
    expect(acme).toHaveTextContent('from 203.0.113.9');
    expect(acme).toHaveTextContent('Never'); // expires
    expect(acme).toHaveTextContent('Active');
    const internal = within(table).getByTestId('token-row-8');
    expect(internal).toHaveTextContent('Internal');
    expect(internal).toHaveTextContent('Revoked 21/11/2026');
    expect(within(internal).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('creates a token and shows its secret once, with a copy button', async () => {
    const { user, fetchMock } = setup({
      'POST /api/api-tokens': (init) => {
        const body = JSON.parse(String(init.body));
        return {
          status: 201,
          body: {
            ...body,
            id: 9,
            prefix: 'cbk_new1',
            token: 'cbk_new1_s3cr3t',
            createdAt: '2026-11-27T10:00:00Z',
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    // Nothing typed: the name is asked for, nothing is sent.
    await user.click(within(dialog).getByRole('checkbox', { name: /Read cases/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(
      await within(dialog).findByText('Enter a name that says which system uses the token.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(calls(fetchMock, 'POST', '/api/api-tokens')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Acme books');
    await user.click(within(dialog).getByRole('checkbox', { name: /Read cases/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Add documents/ }));
    const company = within(dialog).getByRole('combobox', { name: /Company/ });
    await user.click(company);
    await waitFor(() => expect(company).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(company.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(listbox).getByRole('option', { name: 'Acme Ltd', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /Expires after/ }), '31/12/2099');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const created = await screen.findByRole('dialog', { name: 'Token created' });
    expect(within(created).getByTestId('new-token-secret')).toHaveTextContent('cbk_new1_s3cr3t');
    expect(within(created).getByText(/it will not be shown again/)).toBeInTheDocument();
    await user.click(within(created).getByRole('button', { name: 'Copy the token' }));
    expect(await within(created).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('cbk_new1_s3cr3t');
    expect(calls(fetchMock, 'POST', '/api/api-tokens').map((c) => c.body)).toEqual([
      {
        name: 'Acme books',
        company: 'Acme Ltd',
        scopes: ['cases:read', 'documents:write'],
        expiresAt: '2100-01-01T00:00:00Z',
      },
    ]);
    // Closed, the secret is gone for good; the list is read again.
    await user.click(within(created).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('new-token-secret')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'New token' }));
    const again = await screen.findByRole('dialog', { name: 'New API token' });
    expect(within(again).getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(calls(fetchMock, 'GET', '/api/api-tokens').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's field errors under the fields", async () => {
    const { user } = setup({
      'POST /api/api-tokens': {
        status: 400,
        body: { message: 'Check the token.', errors: { name: ['A token with this name exists.'] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Acme books');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('A token with this name exists.')).toBeInTheDocument();
  });

  it('revokes a token only once asked and confirmed', async () => {
    let revoked = false;
    const { user, fetchMock } = setup({
      'DELETE /api/api-tokens/7': () => {
        revoked = true;
        return { status: 204 };
      },
      'GET /api/api-tokens': () => ({
        body: { data: [revoked ? { ...activeToken, state: 'revoked' } : activeToken, internalToken] },
      }),
    });
    const revoke = await screen.findByRole('button', { name: 'Revoke Acme books' });
    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke token' });
    expect(dialog).toHaveTextContent('cbk_ab12…');
    expect(calls(fetchMock, 'DELETE', '/api/api-tokens/7')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'DELETE', '/api/api-tokens/7')).toEqual([]);

    await user.click(revoke);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke token' })).getByRole('button', {
        name: 'Revoke token',
      }),
    );
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/api-tokens/7')).toHaveLength(1);
    // The row has no Revoke button any more: focus goes to New token, not to the page's background.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke Acme books' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'New token' })).toHaveFocus());
  });

  it('lists the webhooks: events in words, All companies, Disabled with its reason, last delivery', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const acme = within(table).getByTestId('webhook-row-3');
    expect(acme).toHaveTextContent('Case created, Status changed');
    expect(acme).toHaveTextContent('Acme Ltd');
    expect(acme).toHaveTextContent('Active');
    expect(acme).toHaveTextContent('Delivered, 20/11/2026, 09:30');
    const down = within(table).getByTestId('webhook-row-4');
    expect(down).toHaveTextContent('All companies');
    expect(down).toHaveTextContent('Disabled');
    expect(down).toHaveTextContent('Disabled after 50 failed deliveries in a row.');
    expect(
      within(down).getByRole('button', { name: 'Re-enable for https://down.example/hook' }),
    ).toBeInTheDocument();
    expect(within(acme).queryByRole('button', { name: /Re-enable/ })).not.toBeInTheDocument();
  });

  it('adds a webhook: checks the form, sends the events in order, then shows the signing secret', async () => {
    const { user, fetchMock } = setup({
      'POST /api/webhooks': (init) => ({
        status: 201,
        body: {
          ...JSON.parse(String(init.body)),
          id: 5,
          secret: 'whsec_c2VjcmV0',
          active: true,
          disabledReason: '',
          createdAt: '2026-11-27T10:00:00Z',
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await user.clear(url);
    await user.type(url, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(dialog).findByText('Enter a full address, such as https://example.com/casebook-events.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event.')).toBeInTheDocument();
    expect(url).toHaveFocus();
    expect(calls(fetchMock, 'POST', '/api/webhooks')).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://hooks.example/in');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Document added' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Case created' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const added = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(within(added).getByTestId('new-webhook-secret')).toHaveTextContent('whsec_c2VjcmV0');
    expect(within(added).getByRole('button', { name: 'Copy the signing secret' })).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/webhooks').map((c) => c.body)).toEqual([
      { url: 'https://hooks.example/in', events: ['case.created', 'document.added'], company: null },
    ]);
  });

  it("puts the server's 400 on the URL field (a private address)", async () => {
    const { user } = setup({
      'POST /api/webhooks': {
        status: 400,
        body: { url: ['Use a public https:// address: 10.0.0.5 is a private network address.'] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await user.clear(url);
    await user.type(url, 'https://10.0.0.5/in');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Case created' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(dialog).findByText(
        'Use a public https:// address: 10.0.0.5 is a private network address.',
      ),
    ).toBeInTheDocument();
  });

  it('edits a webhook with PUT and its current values', async () => {
    const { user, fetchMock } = setup({
      'PUT /api/webhooks/3': (init) => ({ body: { ...hook, ...JSON.parse(String(init.body)), secret: 's' } }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Edit for https://hooks.acme.example/casebook' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    expect(within(dialog).getByRole('checkbox', { name: 'Status changed' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Case locked' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Webhook saved')).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT', '/api/webhooks/3').map((c) => c.body)).toEqual([
      {
        url: 'https://hooks.acme.example/casebook',
        events: ['case.created', 'case.status_changed', 'case.locked'],
        company: 'Acme Ltd',
      },
    ]);
  });

  it('re-enables a disabled webhook with PUT {active: true}', async () => {
    const { user, fetchMock } = setup({
      'PUT /api/webhooks/4': { body: { ...disabledHook, active: true, disabledReason: '', secret: 's' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Re-enable for https://down.example/hook' }));
    expect(await screen.findByText('Webhook re-enabled')).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT', '/api/webhooks/4').map((c) => c.body)).toEqual([{ active: true }]);
  });

  it('sends a test event and shows the secret on demand', async () => {
    const { user, fetchMock } = setup({
      'POST /api/webhooks/3/test': { status: 202, body: { deliveryId: 100 } },
      'GET /api/webhooks/3': { body: { ...hook, secret: 'whsec_shown_on_demand' } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Send test event for https://hooks.acme.example/casebook' }),
    );
    expect(await screen.findByText('Test event queued')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/webhooks/3/test')).toHaveLength(1);

    await user.click(
      screen.getByRole('button', { name: 'Show secret for https://hooks.acme.example/casebook' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(await within(dialog).findByTestId('webhook-secret')).toHaveTextContent('whsec_shown_on_demand');
  });

  it('deletes a webhook only after confirming', async () => {
    const { user, fetchMock } = setup({ 'DELETE /api/webhooks/4': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete for https://down.example/hook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete webhook' });
    expect(calls(fetchMock, 'DELETE', '/api/webhooks/4')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/webhooks/4')).toHaveLength(1);
  });

  it('lists the deliveries with their attempts in words and retries one', async () => {
    const { user, fetchMock } = setup({
      'GET /api/webhooks/3/deliveries': { body: { data: [failedDelivery, deliveredTest], pagination } },
      'POST /api/webhooks/3/deliveries/91/retry': { status: 202 },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Deliveries for https://hooks.acme.example/casebook' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Deliveries' });
    const failed = await within(drawer).findByTestId('delivery-91');
    expect(failed).toHaveTextContent('Status changed');
    expect(failed).toHaveTextContent('Failed');
    expect(within(failed).getByRole('link', { name: 'Case 42' })).toHaveAttribute('href', '/cases/42');
    const attempts = within(failed).getByRole('list', { name: 'Attempts of Status changed' });
    expect(
      within(attempts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '20/11/2026, 09:00: HTTP 500 in 120 ms',
      '20/11/2026, 09:05: No answer in 10,000 ms: Timed out',
    ]);
    const test = within(drawer).getByTestId('delivery-92');
    expect(test).toHaveTextContent('Test event');
    expect(test).toHaveTextContent('Delivered');
    expect(calls(fetchMock, 'GET', '/api/webhooks/3/deliveries')[0].url).toBe(
      '/api/webhooks/3/deliveries?page=1&limit=20',
    );

    await user.click(within(failed).getByRole('button', { name: /^Retry Status changed/ }));
    expect(await screen.findByText('Sending again')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/webhooks/3/deliveries/91/retry')).toHaveLength(1);
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/webhooks/3/deliveries').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('turns away users without system settings, asking the server for nothing', async () => {
    const { fetchMock } = setup({}, 'manager');
    expect(await screen.findByText('You do not have permission to change the settings.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => /api-tokens|webhooks|companies/.test(String(url)))).toBe(
      false,
    );
  });

  it('shows cards, not tables, at phone width', async () => {
    setScreenWidth(true);
    const { user } = setup();
    const tokens = await screen.findByRole('list', { name: 'API tokens' });
    expect(within(tokens).getByTestId('token-card-7')).toHaveTextContent('Acme books');
    const hooks = await screen.findByRole('list', { name: 'Webhooks' });
    const card = within(hooks).getByTestId('webhook-card-4');
    expect(within(card).getByText('State').nextSibling).toHaveTextContent('Disabled');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delete for https://down.example/hook' }));
    expect(await screen.findByRole('dialog', { name: 'Delete webhook' })).toBeInTheDocument();
  });
});
