import {
  apiDelete,
  apiDownload,
  apiGet,
  apiPost,
  apiPut,
  apiUpload,
  buildUrl,
  filenameFrom,
  isUnauthorizedError,
  serverMessage,
} from '@/lib/api-client';
import { storeSession } from '@/lib/session';
import { makeUser, mockFetch } from '@/testing/test-utils';

const lastCall = (fetchMock: ReturnType<typeof mockFetch>) => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return {
    url: String(url),
    init: init as RequestInit,
    headers: (init as RequestInit).headers as Record<string, string>,
  };
};

describe('buildUrl', () => {
  it('skips null, undefined, empty strings and all', () => {
    expect(
      buildUrl('/api/stats', { company: 'all', status: '', kamSearch: null, lockFilter: undefined, page: 2 }),
    ).toBe('/api/stats?page=2');
  });

  it('keeps false and zero and encodes values', () => {
    expect(buildUrl('/api/x', { includeMerged: false, page: 0, company: 'A & B' })).toBe(
      '/api/x?includeMerged=false&page=0&company=A+%26+B',
    );
  });

  it('returns the url unchanged without parameters and appends to an existing query', () => {
    expect(buildUrl('/api/x')).toBe('/api/x');
    expect(buildUrl('/api/x', { status: 'all' })).toBe('/api/x');
    expect(buildUrl('/api/x?format=csv', { includeAll: true })).toBe('/api/x?format=csv&includeAll=true');
  });
});

describe('requests', () => {
  it('sends no content type and no body on a GET, with credentials included', async () => {
    const fetchMock = mockFetch({ 'GET /api/cases': { body: [{ id: 1 }] } });
    await expect(apiGet('/api/cases')).resolves.toEqual([{ id: 1 }]);
    const { init, headers } = lastCall(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('sends JSON with a content type when a body exists', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/login': { body: { token: 't' } } });
    await apiPost('/api/auth/login', { email: 'a@b.co', password: 'secret' });
    const { init, headers } = lastCall(fetchMock);
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.co","password":"secret"}');
    expect(init.credentials).toBe('include');
  });

  it('sends no content type on a POST without a body', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    await expect(apiPost('/api/auth/logout')).resolves.toBeNull();
    expect(lastCall(fetchMock).headers['Content-Type']).toBeUndefined();
    expect(lastCall(fetchMock).init.body).toBeUndefined();
  });

  it('uses PUT and DELETE methods', async () => {
    const fetchMock = mockFetch({
      'PUT /api/users/3': { body: { ok: true } },
      'DELETE /api/users/3': { status: 204 },
    });
    await apiPut('/api/users/3', { role: 'staff' });
    expect(lastCall(fetchMock).init.method).toBe('PUT');
    expect(lastCall(fetchMock).headers['Content-Type']).toBe('application/json');
    await apiDelete('/api/users/3');
    expect(lastCall(fetchMock).init.method).toBe('DELETE');
    expect(lastCall(fetchMock).headers['Content-Type']).toBeUndefined();
  });

  it('uploads FormData as multipart without a JSON content type', async () => {
    const fetchMock = mockFetch({ 'POST /api/cases/upload-csv': { body: { message: 'Imported 2 cases' } } });
    const form = new FormData();
    form.append('csvFile', new Blob(['a,b']), 'cases.csv');
    await expect(apiUpload('/api/cases/upload-csv', form)).resolves.toEqual({ message: 'Imported 2 cases' });
    const { init, headers } = lastCall(fetchMock);
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('returns plain text answers as text', async () => {
    mockFetch({ 'GET /api/text': { body: 'hello', headers: { 'Content-Type': 'text/plain' } } });
    await expect(apiGet('/api/text')).resolves.toBe('hello');
  });
});

describe('bearer token', () => {
  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = mockFetch({ 'GET /api/cases': { body: [] } });
    await apiGet('/api/cases');
    expect(lastCall(fetchMock).headers.Authorization).toBeUndefined();
  });

  it('reads auth_token first', async () => {
    const fetchMock = mockFetch({ 'GET /api/cases': { body: [] } });
    localStorage.setItem('auth_token', 'abc');
    localStorage.setItem('user', JSON.stringify({ token: 'from-user' }));
    await apiGet('/api/cases');
    expect(lastCall(fetchMock).headers.Authorization).toBe('Bearer abc');
  });

  it('falls back to the token field of the stored user', async () => {
    const fetchMock = mockFetch({ 'GET /api/cases': { body: [] } });
    localStorage.setItem('user', JSON.stringify({ token: 'from-user' }));
    await apiGet('/api/cases');
    expect(lastCall(fetchMock).headers.Authorization).toBe('Bearer from-user');
  });

  it('ignores a stored user that is not JSON', async () => {
    const fetchMock = mockFetch({ 'GET /api/cases': { body: [] } });
    localStorage.setItem('user', 'not json');
    await apiGet('/api/cases');
    expect(lastCall(fetchMock).headers.Authorization).toBeUndefined();
  });

  it('lets a call send its own token or none at all', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/update-password': { body: {} } });
    storeSession(makeUser(), 'session-token');
    await apiPost('/api/auth/update-password', { password: 'secret1' }, { token: 'reset-token' });
    expect(lastCall(fetchMock).headers.Authorization).toBe('Bearer reset-token');
    await apiPost('/api/auth/update-password', { password: 'secret1' }, { token: null });
    expect(lastCall(fetchMock).headers.Authorization).toBeUndefined();
  });
});

describe('errors (guide: labels#errors Generic)', () => {
  it('raises "STATUS: body" for a non-success answer', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
    await expect(apiPost('/api/auth/login', {})).rejects.toThrow(
      '401: {"message":"Invalid email or password"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiGet('/api/stats')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('raises an Error instance', async () => {
    mockFetch({ 'GET /api/x': { status: 500, body: 'boom', headers: { 'Content-Type': 'text/plain' } } });
    const error = await apiGet('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('500: boom');
  });
});

describe('isUnauthorizedError', () => {
  it('is true for a 401 whose text contains Unauthorized', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
  });

  it('is false otherwise', () => {
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: {"message":"Token expired"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('serverMessage', () => {
  it('returns the message of a JSON body', () => {
    expect(serverMessage(new Error('400: {"message":"Company is required","errors":{}}'))).toBe(
      'Company is required',
    );
  });

  it('returns the text after the status prefix when it is not JSON', () => {
    expect(serverMessage(new Error('409: Already locked'))).toBe('Already locked');
  });

  it('uses the fallback without a status prefix, for empty text or an HTML page', () => {
    expect(serverMessage(new Error('Failed to fetch'), 'Failed to add case. Please try again.')).toBe(
      'Failed to add case. Please try again.',
    );
    expect(serverMessage(new Error('500: <h1>Server Error (500)</h1>'), 'Failed')).toBe('Failed');
    expect(serverMessage(new Error('400: {"message":""}'), 'Failed')).toBe('Failed');
    expect(serverMessage(null, 'Failed')).toBe('Failed');
  });

  it('returns the raw message without a prefix when no fallback is given', () => {
    expect(serverMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('downloads', () => {
  it('returns the blob and the server-given filename', async () => {
    const fetchMock = mockFetch({
      'GET /api/cases/export': {
        body: 'a,b\n',
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="active_cases.csv"',
        },
      },
    });
    storeSession(makeUser(), 'tok');
    const { blob, filename } = await apiDownload('/api/cases/export', { format: 'csv', includeAll: false });
    expect(await blob.text()).toBe('a,b\n');
    expect(filename).toBe('active_cases.csv');
    expect(lastCall(fetchMock).url).toBe('/api/cases/export?format=csv&includeAll=false');
    expect(lastCall(fetchMock).headers.Authorization).toBe('Bearer tok');
  });

  it('parses Content-Disposition forms', () => {
    expect(filenameFrom(null)).toBeNull();
    expect(filenameFrom('attachment')).toBeNull();
    expect(filenameFrom('attachment; filename=all_cases.xlsx')).toBe('all_cases.xlsx');
    expect(filenameFrom("attachment; filename*=UTF-8''caf%C3%A9.csv")).toBe('café.csv');
  });
});
