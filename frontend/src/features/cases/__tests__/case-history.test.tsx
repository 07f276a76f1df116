import { CaseDetailsDialog } from '@/features/cases/components/case-details-dialog';
import { makeCase } from '@/testing/data-generators';
import { mockFetch, renderWithProviders, screen, within } from '@/testing/test-utils';

const statusChange = {
  id: 2,
  caseId: 7,
  action: 'update',
  actorId: 1,
  actorEmail: 'ada@example.com',
  changes: { currentStatus: ['in_production', 'on_hold'] },
  fields: [
    {
      field: 'currentStatus',
      old: 'in_production',
      new: 'on_hold',
      label: 'Current Status',
      oldText: 'In Production',
      newText: 'On Hold',
    },
  ],
  createdAt: '2026-07-01T13:05:09.123456+00:00',
};
const legalHold = {
  id: 1,
  caseId: 7,
  action: 'legal_hold',
  actorId: 1,
  actorEmail: 'ada@example.com',
  changes: { hold: true, reason: 'Litigation' },
  fields: [
    { field: 'hold', old: null, new: true, label: 'Legal Hold', oldText: '', newText: 'On' },
    { field: 'reason', old: null, new: 'Litigation', label: 'Reason', oldText: '', newText: 'Litigation' },
  ],
  createdAt: '2026-06-30T09:00:00+00:00',
};

describe('Case Details -> History (the Audit Log’s words)', () => {
  it('shows each event with its action name and the lines the server wrote, never field names or raw values', async () => {
    mockFetch({ 'GET /api/cases/7/history': { body: [statusChange, legalHold] } });
    renderWithProviders(<CaseDetailsDialog caseData={makeCase({ id: 7 })} onClose={() => undefined} />);

    const history = await screen.findByRole('region', { name: 'History' });
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Update · 01/07/2026, 14:05 · ada@example.comCurrent Status: In Production → On Hold',
      'Legal hold · 30/06/2026, 10:00 · ada@example.comLegal Hold: OnReason: Litigation',
    ]);
    expect(history).not.toHaveTextContent(/currentStatus|in_production|legal_hold|\{\}/);
  });
});
