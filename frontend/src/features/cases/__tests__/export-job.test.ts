import { exportCases } from '@/features/cases/api/export-cases';
import { makeUser, mockFetch, signIn } from '@/testing/test-utils';

const JOB = {
  id: '6f1c2a7e-0000-4000-8000-000000000002',
  kind: 'export',
  status: 'queued',
  progress: 0,
  message: 'Waiting for a worker.',
  downloadUrl: null,
  fileName: 'all_cases.csv',
  result: {},
  createdAt: '2026-11-24T18:00:00+00:00',
  finishedAt: null,
  expiresAt: null,
};

describe('exportCases above the direct-download threshold', () => {
  beforeEach(() => {
    signIn(makeUser({ role: 'admin' }));
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
  });

  it('returns the job the server started (202) and saves no file', async () => {
    mockFetch({ 'GET /api/cases/export': { status: 202, body: JOB } });

    const result = await exportCases({ choice: { format: 'csv', scope: 'all' } });

    expect(result).toEqual(JOB);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('still saves the file and returns its name for a 200', async () => {
    mockFetch({ 'GET /api/cases/export': { body: 'a,b\n', headers: { 'Content-Type': 'text/csv' } } });

    const result = await exportCases({ choice: { format: 'csv', scope: 'active' } });

    expect(result).toBe('active_cases.csv');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });
});
