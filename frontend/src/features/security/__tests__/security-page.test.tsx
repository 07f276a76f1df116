import { SecurityPage } from '@/features/security/components/security-page';
import { ENROLMENT_KEY, setEnrolmentOnly } from '@/lib/mfa-enrolment';
import { makeUser, mockFetch, renderRoutes, screen, signIn, waitFor, within } from '@/testing/test-utils';

const startRegistration = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startRegistration,
  browserSupportsWebAuthn: () => true,
}));

const routes = [
  { path: '/security', element: <SecurityPage /> },
  { path: '/', element: <p>Home</p> },
  { path: '/login', element: <p>Login</p> },
];

const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const off = { totp: false, passkeys: [], recoveryCodesLeft: 0, required: false, enrolled: false };
const key = { id: 7, name: 'Work laptop', createdAt: '2026-11-01T09:00:00Z', lastUsedAt: null };
const session = {
  id: 1,
  createdAt: '2026-11-25T00:00:00Z',
  lastUsedAt: '2026-11-25T00:10:00Z',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  current: true,
};

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, key: string): unknown {
  const [method, path] = key.split(' ');
  const call = fetchMock.mock.calls.findLast(
    ([url, init]) => String(url) === path && init?.method === method,
  );
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

async function acknowledgeCodes(user: ReturnType<typeof renderRoutes>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(CODES);
  const done = within(dialog).getByRole('button', { name: 'Done' });
  expect(done).toBeDisabled();
  await user.click(within(dialog).getByLabelText('I have saved these codes'));
  await user.click(done);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save your recovery codes' })).toBeNull());
}

beforeEach(() => signIn(makeUser()));

describe('SecurityPage (guide: roles#two-factor-sign-in)', () => {
  it('sets up the authenticator app: QR as an image, the key, a code, then the recovery codes once', async () => {
    let status = off;
    const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const fetchMock = mockFetch({
      'GET /api/auth/mfa': () => ({ body: status }),
      'GET /api/auth/sessions': { body: [session] },
      'POST /api/auth/mfa/totp': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrSvg },
      },
      'POST /api/auth/mfa/totp/confirm': (init) => {
        if (JSON.parse(String(init.body)).code !== '123456')
          return {
            status: 400,
            body: { message: 'That code is not valid. Check your authenticator app and try again.' },
          };
        status = { ...off, totp: true, recoveryCodesLeft: 10, enrolled: true };
        return { body: { recoveryCodes: CODES, message: 'Two-factor sign-in is on.' } };
      },
    });
    const { user, container } = renderRoutes(routes, { route: '/security' });
    // The first render of the file pays for loading Mantine: allow it more than findBy's default second.
    await user.click(
      await screen.findByRole('button', { name: 'Set up authenticator app' }, { timeout: 5000 }),
    );

    const qr = await screen.findByRole('img', { name: 'QR code to add Casebook to your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication code'), '999999');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid.');

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123456{Enter}');
    await acknowledgeCodes(user);
    const region = screen.getByRole('region', { name: 'Authenticator app' });
    await waitFor(() => expect(within(region).getByText('On')).toBeInTheDocument());
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/auth/mfa/totp/confirm')).toEqual({ code: '123456' });
  });

  it('shows the recovery codes when the new status arrives before the sessions list', async () => {
    let status = off;
    let sessionsLag = 0;
    const answer = mockFetch({
      'GET /api/auth/mfa': () => ({ body: status }),
      'GET /api/auth/sessions': { body: [session] },
      'POST /api/auth/mfa/totp': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrSvg: '' },
      },
      'POST /api/auth/mfa/totp/confirm': () => {
        status = { ...off, totp: true, recoveryCodesLeft: 10, enrolled: true };
        sessionsLag = 100;
        return { body: { recoveryCodes: CODES } };
      },
    });
    // The set-up form goes as soon as the status says "On"; the codes must not go with it.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/auth/sessions'))
        await new Promise((resolve) => setTimeout(resolve, sessionsLag));
      return answer(input, init);
    });
    const { user } = renderRoutes(routes, { route: '/security' });
    await user.click(
      await screen.findByRole('button', { name: 'Set up authenticator app' }, { timeout: 5000 }),
    );
    await user.type(await screen.findByLabelText('Authentication code'), '123456{Enter}');
    await acknowledgeCodes(user);
    expect(
      within(screen.getByRole('region', { name: 'Authenticator app' })).getByText('On'),
    ).toBeInTheDocument();
  });

  it('removes the authenticator app only with the password and shows a wrong password', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/mfa': { body: { ...off, totp: true, recoveryCodesLeft: 8, enrolled: true } },
      'GET /api/auth/sessions': { body: [session] },
      'DELETE /api/auth/mfa/totp': (init) =>
        JSON.parse(String(init.body)).password === 'right-pass'
          ? { body: { message: 'The authenticator app was removed.' } }
          : { status: 400, body: { message: 'Your password is incorrect.' } },
    });
    const { user } = renderRoutes(routes, { route: '/security' });
    await user.click(await screen.findByRole('button', { name: 'Remove authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove authenticator app' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByText('Enter your current password.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your password is incorrect.');
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'right-pass{Enter}');
    expect(await screen.findByText('The authenticator app was removed.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'DELETE /api/auth/mfa/totp')).toEqual({ password: 'right-pass' });
  });

  it('adds a passkey with a name, shows first-factor recovery codes, renames and removes it', async () => {
    let passkeys: (typeof key)[] = [];
    const options = { challenge: 'c', rp: { id: 'localhost', name: 'Casebook' } };
    const credential = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };
    startRegistration.mockResolvedValue(credential);
    const fetchMock = mockFetch({
      'GET /api/auth/mfa': () => ({
        body: {
          ...off,
          passkeys,
          enrolled: passkeys.length > 0,
          recoveryCodesLeft: passkeys.length ? 10 : 0,
        },
      }),
      'GET /api/auth/sessions': { body: [session] },
      'POST /api/auth/mfa/webauthn/register/begin': { body: { options } },
      'POST /api/auth/mfa/webauthn/register/finish': (init) => {
        passkeys = [{ ...key, name: JSON.parse(String(init.body)).name }];
        return { status: 201, body: { passkey: passkeys[0], recoveryCodes: CODES } };
      },
      'PATCH /api/auth/mfa/webauthn/7': (init) => {
        passkeys = [{ ...key, name: JSON.parse(String(init.body)).name }];
        return { body: { passkey: passkeys[0] } };
      },
      'DELETE /api/auth/mfa/webauthn/7': () => {
        passkeys = [];
        return { body: { message: 'The passkey was removed.' } };
      },
    });
    const { user } = renderRoutes(routes, { route: '/security' });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const add = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(add).getByRole('button', { name: 'Continue' }));
    expect(within(add).getByText('Give the passkey a name, such as "Work laptop".')).toBeInTheDocument();
    await user.type(within(add).getByLabelText('Passkey name'), 'Office key{Enter}');
    await acknowledgeCodes(user);
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(bodyOf(fetchMock, 'POST /api/auth/mfa/webauthn/register/finish')).toEqual({
      name: 'Office key',
      credential,
    });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(list).toHaveTextContent('Office key');

    await user.click(screen.getByRole('button', { name: 'Rename Office key' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename passkey' });
    await user.clear(within(rename).getByLabelText('Passkey name'));
    await user.type(within(rename).getByLabelText('Passkey name'), 'Desk key{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Your passkeys' })).toHaveTextContent('Desk key'),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Desk key' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove passkey' });
    await user.type(within(remove).getByLabelText('Current password'), 'pw-123456{Enter}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your passkeys' })).toBeNull());
    expect(bodyOf(fetchMock, 'DELETE /api/auth/mfa/webauthn/7')).toEqual({ password: 'pw-123456' });
  });

  it('regenerates recovery codes with the password', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/mfa': { body: { ...off, totp: true, recoveryCodesLeft: 3, enrolled: true } },
      'GET /api/auth/sessions': { body: [session] },
      'POST /api/auth/mfa/recovery-codes': { body: { recoveryCodes: CODES } },
    });
    const { user } = renderRoutes(routes, { route: '/security' });
    expect(await screen.findByText('3 recovery codes left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate new codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate new recovery codes' });
    await user.type(within(dialog).getByLabelText('Current password'), 'pw-123456{Enter}');
    await acknowledgeCodes(user);
    expect(bodyOf(fetchMock, 'POST /api/auth/mfa/recovery-codes')).toEqual({ password: 'pw-123456' });
  });

  it('lists sessions and signs out the others', async () => {
    const other = {
      ...session,
      id: 2,
      current: false,
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605',
    };
    mockFetch({
      'GET /api/auth/mfa': { body: off },
      'GET /api/auth/sessions': { body: [other, session] },
      'POST /api/auth/sessions/revoke-others': {
        body: { message: '1 other session was signed out.', revoked: 1 },
      },
    });
    const { user } = renderRoutes(routes, { route: '/security' });
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(items[0]).toHaveTextContent('This browser');
    expect(items[1]).toHaveTextContent('Safari on macOS');
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('1 other session was signed out.')).toBeInTheDocument();
  });

  it('shows an enrolment session only the ways to enrol, with the reason, then the way on', async () => {
    setEnrolmentOnly(true);
    let status = { ...off, required: true };
    const fetchMock = mockFetch({
      'GET /api/auth/mfa': () => ({ body: status }),
      'POST /api/auth/mfa/totp': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://x', qrSvg: '<svg/>' },
      },
      'POST /api/auth/mfa/totp/confirm': () => {
        status = { ...status, totp: true, enrolled: true, recoveryCodesLeft: 10 };
        return { body: { recoveryCodes: CODES } };
      },
    });
    const { user, router } = renderRoutes(routes, { route: '/security' });
    expect(await screen.findByText('Set up two-factor sign-in to continue')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Passkeys and security keys' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active sessions' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/sessions')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456{Enter}');
    await acknowledgeCodes(user);
    expect(localStorage.getItem(ENROLMENT_KEY)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Continue to Casebook' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
