import { PermissionMatrix } from '@/features/permissions/components/permission-matrix';
import { UserRolesTable } from '@/features/permissions/components/user-roles-table';
import { makeUser, renderWithProviders, screen, within } from '@/testing/test-utils';
import { setScreenWidth } from '@/testing/screen-width';

const sam = makeUser({ id: 3, firstName: 'Sam', lastName: 'Staff', email: 'sam@example.com', role: 'staff' });

describe('the Permissions page on a phone: cards, no sideways table', () => {
  it('shows a card per user with a labelled switch per role', async () => {
    setScreenWidth(true);
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <UserRolesTable
        users={[sam]}
        currentUserId={1}
        pendingUserId={null}
        onChange={onChange}
        onOwnRowAttempt={() => {}}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'User roles' })).getByRole('listitem');
    expect(card).toHaveTextContent('Sam Staff');
    expect(within(card).getByRole('switch', { name: 'Sam Staff: Staff' })).toBeChecked();
    await user.click(within(card).getByRole('switch', { name: 'Sam Staff: Manager' }));
    expect(onChange).toHaveBeenCalledWith(sam, 'manager');
  });

  it('shows a card per permission with each role', () => {
    setScreenWidth(true);
    renderWithProviders(
      <PermissionMatrix
        rows={[
          {
            permission: 'view_users',
            label: 'View Users',
            granted: { admin: true, manager: true, staff: false, client: false },
          },
        ]}
        editable={false}
        onToggle={() => {}}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Permission matrix' })).getByRole('listitem');
    expect(card).toHaveTextContent('View Users');
    expect(within(card).getByText('Manager').nextSibling).toHaveTextContent('Yes');
    expect(within(card).getByText('Staff').nextSibling).toHaveTextContent('No');
  });
});
