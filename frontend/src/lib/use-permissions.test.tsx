import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';

import { usePermissions } from '@/lib/permissions';
import { createTestQueryClient, makeUser, mockFetch, signIn } from '@/testing/test-utils';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>
);

describe('usePermissions', () => {
  it('uses the static table until /api/my-permissions loads, then the server list', async () => {
    const staff = makeUser();
    signIn(staff);
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({ 'GET /api/auth/user': { body: staff } });
    const stubbed = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) !== '/api/my-permissions') return stubbed(input, init);
        await gate;
        return new Response(JSON.stringify([{ role: 'staff', permission: 'upload_csv', granted: true }]), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );

    const { result } = renderHook(() => usePermissions(), { wrapper });
    await waitFor(() => expect(result.current.user?.email).toBe('staff@example.com'));
    expect(result.current.can('view_all_cases')).toBe(true);
    expect(result.current.can('upload_csv')).toBe(false);

    answer();
    await waitFor(() => expect(result.current.can('upload_csv')).toBe(true));
    expect(result.current.can('view_all_cases')).toBe(false);
    expect(result.current.isStaff).toBe(true);
  });

  it('keeps the static table when the permission load fails', async () => {
    const manager = makeUser({ role: 'manager' });
    signIn(manager);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      'GET /api/auth/user': { body: manager },
      'GET /api/my-permissions': { status: 500, body: 'x' },
    });
    const { result } = renderHook(() => usePermissions(), { wrapper });
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(result.current.can('upload_csv')).toBe(true);
    expect(result.current.isAdminOrManager).toBe(true);
  });
});
