import { act } from 'react';
import { notifications, notificationsStore } from '@mantine/notifications';

import { toast } from '@/lib/toast';
import { renderWithProviders, screen } from '@/testing/test-utils';

afterEach(() => act(() => notifications.clean()));

describe('toast', () => {
  it('shows the title and message', async () => {
    renderWithProviders(<div />);
    act(() => {
      toast({ title: 'Success', message: 'Case updated successfully' });
    });
    expect(await screen.findByText('Case updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('keeps one toast visible at a time: a new one replaces the old', async () => {
    renderWithProviders(<div />);
    act(() => {
      toast({ title: 'Error', message: 'Failed to update case', variant: 'destructive' });
    });
    expect(await screen.findByText('Failed to update case')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Success', message: 'Case added successfully' });
    });
    expect(await screen.findByText('Case added successfully')).toBeInTheDocument();
    expect(notificationsStore.getState().notifications).toHaveLength(1);
    expect(notificationsStore.getState().notifications[0].message).toBe('Case added successfully');
    expect(notificationsStore.getState().queue).toHaveLength(0);
  });
});
