// @vitest-environment jsdom
// jsdom, not the dom project's happy-dom: this file reads a style Mantine sets as a CSS variable, which jsdom reports as written.
import { describe, expect, it } from 'vitest';
import { MantineProvider, Menu, Modal, Notification, Pagination, Table, TextInput } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';

import { contrastRatio } from '@/app/accessible-palette';
import { AppProvider, DIMMED_TEXT, theme } from '@/app/provider';

function withTheme(ui: React.ReactNode) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}

describe('the theme labels shared controls and keeps landmarks single', () => {
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

  it('gives a menu only items and separators: no focusable presentation placeholder', async () => {
    withTheme(
      <Menu opened transitionProps={{ duration: 0 }}>
        <Menu.Target>
          <button type="button">Export</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Active Cases CSV</Menu.Item>
          <Menu.Divider />
          <Menu.Item>Current View CSV</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    const menu = await screen.findByRole('menu');
    const roles = Array.from(menu.children).map((child) => child.getAttribute('role'));
    expect(roles).toEqual(['menuitem', 'separator', 'menuitem']);
  });

  it("shows a toast's description in the readable dimmed grey, not Mantine's gray.6 (3.3:1)", () => {
    withTheme(<Notification title="Cannot Lock Case">Cases can only be locked when...</Notification>);
    const description = screen.getByText('Cases can only be locked when...');
    expect(description).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
    expect(contrastRatio(DIMMED_TEXT, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('writes inline errors in red.8 (4.5:1 on white), not red.6 (3.3:1)', () => {
    render(
      <AppProvider>
        <TextInput label="Client Name" error="Client name is required" />
      </AppProvider>,
    );
    const rules = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    expect(rules).toMatch(/--mantine-color-error:\s*var\(--mantine-color-red-8\)/);
    const red8 = theme.colors!.red![8];
    expect(contrastRatio(red8, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
