import { UsersTable } from '@/features/users/components/users-table';
import { makeUser, renderWithProviders, screen, within } from '@/testing/test-utils';
import { setScreenWidth } from '@/testing/screen-width';

const sam = makeUser({ id: 3, firstName: 'Sam', lastName: 'Staff', email: 'sam@example.com', role: 'staff' });

function renderUsers() {
  const onDelete = vi.fn();
  const result = renderWithProviders(
    <UsersTable
      users={[sam]}
      currentUserId={1}
      canEdit={() => true}
      canDelete={() => true}
      onEdit={() => {}}
      onDelete={onDelete}
    />,
  );
  return { ...result, onDelete };
}

describe('DataTable on a phone: cards, every action in sight', () => {
  it('shows the Users as cards whose fields are labelled and whose buttons work', async () => {
    setScreenWidth(true);
    const { user, onDelete } = renderUsers();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Users' });
    const card = within(list).getByTestId('user-card-3');
    expect(card).toHaveTextContent('Sam Staff');
    expect(within(card).getByText('Email').nextSibling).toHaveTextContent('sam@example.com');
    expect(within(card).getByText('Role').nextSibling).toHaveTextContent('Staff');
    const actions = within(card).getByRole('group', { name: 'Actions for Sam Staff' });
    await user.click(within(actions).getByRole('button', { name: 'Delete Sam Staff' }));
    expect(onDelete).toHaveBeenCalledWith(sam);
  });

  it('keeps the table at desktop width', () => {
    setScreenWidth(false);
    renderUsers();
    expect(screen.getByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Users' })).not.toBeInTheDocument();
  });
});
