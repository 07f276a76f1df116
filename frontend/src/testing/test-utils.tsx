import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { storeSession } from '@/lib/session';
import type { User } from '@/types/api';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider>
      <Notifications limit={1} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

type Options = Omit<RenderOptions, 'wrapper'> & {
  /** Initial location(s) of the MemoryRouter (default '/'). */
  route?: string;
  queryClient?: QueryClient;
};

/** Renders `ui` inside Mantine, a fresh QueryClient (no retries) and a MemoryRouter. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient, ...options }: Options = {},
) {
  const client = queryClient ?? createTestQueryClient();
  const user = userEvent.setup();
  const result = render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
    options,
  );
  return { ...result, user, queryClient: client };
}

/** Renders a route table (e.g. app/router's `routes`) at `route` with a memory router. */
export function renderRoutes(routes: RouteObject[], { route = '/', queryClient }: Options = {}) {
  const client = queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, user, router, queryClient: client };
}

/** A fetch stub answering by "METHOD /path" (path without query string); unknown calls answer 404. */
export type FakeResponse = { status?: number; body?: unknown; headers?: Record<string, string> };

/** A handler may be a fixed answer or a function of the request (its init and its URL, query included). */
export type FakeHandler = FakeResponse | ((init: RequestInit, url: URL) => FakeResponse);

export function mockFetch(handlers: Record<string, FakeHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    const answer =
      typeof handler === 'function'
        ? handler(init, url)
        : (handler ?? { status: 404, body: { message: 'Not found.' } });
    const body =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    const headers = { 'Content-Type': 'application/json', ...answer.headers };
    return new Response(body || null, { status: answer.status ?? 200, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'staff@example.com',
    firstName: 'Sam',
    lastName: 'Staff',
    role: 'staff',
    company: null,
    isActive: true,
    lastLoginAt: null,
    profileImageUrl: null,
    ...overrides,
  };
}

/** Puts a signed-in session in local storage (the server is expected to answer GET /api/auth/user). */
export function signIn(user: User, token = 'test-token'): void {
  storeSession(user, token);
}

export * from '@testing-library/react';
