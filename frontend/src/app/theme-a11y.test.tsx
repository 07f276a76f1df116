import { describe, expect, it } from 'vitest';
import { MantineProvider, Modal, Notification, Pagination, Table } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';

import { theme } from '@/app/provider';

function withTheme(ui: React.ReactNode) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}

describe('the theme labels shared controls and keeps landmarks single (issue 18 §2)', () => {
  it("names every dialog's close button and renders its header as a plain div, not a second banner", async () => {
    withTheme(
      <Modal opened onClose={() => undefined} title="Edit Case" transitionProps={{ duration: 0 }}>
        Body
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Case' });
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    expect(dialog.querySelector('header')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it("names a toast's close button", () => {
    withTheme(<Notification title="Saved">Case saved</Notification>);
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it("names the pager's arrows and pages", () => {
    withTheme(<Pagination total={5} value={2} onChange={() => undefined} withEdges />);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page', 'Page 2']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('makes a sideways-scrolling table container reachable by the keyboard', () => {
    const { container } = withTheme(
      <Table.ScrollContainer minWidth={800}>
        <Table aria-label="Numbers" />
      </Table.ScrollContainer>,
    );
    expect(container.querySelector('[tabindex="0"]')).not.toBeNull();
  });
});
