import type { AuditRow } from '@/features/audit/api/get-audit-logs';
import { AuditTable } from '@/features/audit/components/audit-table';
import { renderWithProviders, screen, within } from '@/testing/test-utils';
import { setScreenWidth } from '@/testing/screen-width';

const merged: AuditRow = {
  id: 7,
  createdAt: '2026-07-01T13:05:09.123456Z',
  actorId: 1,
  actorEmail: 'ada@example.com',
  action: 'merged',
  caseId: 33,
  caseBhrukId: '1002',
  caseCompany: 'Acme Ltd',
  caseLabel: '1002',
  fields: [
    { field: 'reason', old: null, new: 'Dupes', label: 'Reason', oldText: '', newText: 'Dupes' },
    { field: 'mergedIntoId', old: null, new: 24, label: 'Merged Into', oldText: '', newText: '1001' },
    {
      field: 'mergedAt',
      old: null,
      new: '2026-07-01T13:05:09.123456+00:00',
      label: 'Merged At',
      oldText: '',
      newText: '01/07/2026 14:05',
    },
  ],
  reference: 'Batch 1234abcd',
};
const update: AuditRow = {
  ...merged,
  id: 8,
  action: 'update',
  fields: [
    {
      field: 'currentStatus',
      old: 'need_instructions_new',
      new: 'on_hold',
      label: 'Current Status',
      oldText: 'Need Instructions (new)',
      newText: 'On Hold',
    },
  ],
  reference: '',
};

describe('AuditTable', () => {
  it('shows labels, readable values, London times, whole action names and the case by BHR UK ID', async () => {
    setScreenWidth(false);
    const onOpenCase = vi.fn();
    const { user } = renderWithProviders(<AuditTable rows={[merged, update]} onOpenCase={onOpenCase} />);

    const table = screen.getByRole('table', { name: 'Audit log' });
    const row = within(table).getByTestId('audit-row-7');
    for (const text of ['Merged into master', 'Merged Into', '1001', '01/07/2026 14:05', 'Reason', 'Dupes'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText('01/07/2026, 14:05')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('mergedIntoId');
    expect(row).not.toHaveTextContent('[');
    expect(row).not.toHaveTextContent('.123456');
    const edit = within(table).getByTestId('audit-row-8');
    expect(within(edit).getByText('Need Instructions (new)')).toBeInTheDocument();
    expect(edit).not.toHaveTextContent('need_instructions_new');

    await user.click(within(row).getByRole('button', { name: 'Open case 1002' }));
    expect(onOpenCase).toHaveBeenCalledWith(33);
  });

  it('gives way to one card per event on a phone, every line as "Label: old → new"', () => {
    setScreenWidth(true);
    renderWithProviders(<AuditTable rows={[merged, update]} onOpenCase={() => {}} />);

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Audit log' });
    const card = within(list).getByTestId('audit-row-8');
    expect(card).toHaveTextContent('Update');
    expect(card).toHaveTextContent('Current Status: Need Instructions (new) → On Hold');
    expect(within(list).getByTestId('audit-row-7')).toHaveTextContent('Merged Into: 1001');
  });
});
