import type { ReactNode } from 'react';
import {
  Anchor,
  CloseButton,
  createTheme,
  Loader,
  MantineProvider,
  Menu,
  MenuDivider,
  ModalCloseButton,
  ModalHeader,
  Notification,
  Pagination,
  TableScrollContainer,
  type CloseButtonProps,
  type LoaderProps,
  type MenuDividerProps,
  type CSSVariablesResolver,
  type ModalCloseButtonProps,
  type ModalHeaderProps,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';

import { accessiblePalette } from '@/app/accessible-palette';
import { TopBarSlot } from '@/components/layout/top-bar-slot';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useDialogFocusReturn } from '@/lib/focus-return';
import { queryClient } from '@/lib/query-client';
import { DATES_SETTINGS } from '@/lib/uk-date';

const PAGINATION_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/**
 * Accessibility and day-of-use fixes (WCAG 2.2 AA) is met here, once, for every screen:
 * - colours: the palette's text shades darkened to 4.5:1 (app/accessible-palette.ts); filled buttons and badges
 *   take shade 8 with black or white text chosen by luminance (autoContrast; 0.185 keeps white on red.8, 4.5:1);
 *   dimmed helper text is a darker grey (5.8:1 on the page's gray.0).
 * - names: every dialog's close button, every toast's close button and the pager's arrows are labelled.
 * - landmarks: a dialog's header is a plain div, not a second `banner` (Mantine renders <header>).
 * guide: workflow#adding-a-case: inline field errors read in red.8 (Mantine's red.6 is 3.3:1 on white) and a toast's
 * description in the dimmed grey (Mantine's gray.6 is 3.3:1); a menu holds only menu items and separators
 * (aria-required-children).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  colors: accessiblePalette(),
  autoContrast: true,
  luminanceThreshold: 0.185,
  focusRing: 'auto',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  // Dialogs, menus and toasts appear without their scale and slide when the system asks for reduced motion
  // (WCAG 2.3.3); the browser journeys ask for it too, so a click never lands on a dialog still moving in.
  respectReducedMotion: true,
  components: {
    // Links are underlined, so a link inside a sentence is told apart without colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Close' } as Partial<CloseButtonProps> }),
    // A spinner is a <span>; its name (aria-label) is allowed only with a role, and `status` is what it is
    // (axe aria-prohibited-attr). An unnamed spinner beside visible text stays aria-hidden where it is used.
    Loader: Loader.extend({ defaultProps: { role: 'status' } as Partial<LoaderProps> }),
    ModalCloseButton: ModalCloseButton.extend({
      defaultProps: { 'aria-label': 'Close dialog' } as Partial<ModalCloseButtonProps>,
    }),
    ModalHeader: ModalHeader.extend({ defaultProps: { component: 'div' } as Partial<ModalHeaderProps> }),
    // A menu's dropdown may own only items, groups and separators (axe aria-required-children): Mantine's focus
    // placeholder is a focusable div with role presentation, which axe counts as a child of no allowed role.
    // Focus goes to the first item instead.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    MenuDivider: MenuDivider.extend({ defaultProps: { role: 'separator' } as Partial<MenuDividerProps> }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    // A table wider than the screen scrolls sideways: the scrolling box takes keyboard focus so arrow keys
    // scroll it (WCAG 2.1.1; axe scrollable-region-focusable). DataTable also names it after its table.
    TableScrollContainer: TableScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
    Pagination: Pagination.extend({
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': PAGINATION_LABELS[control] }),
        getItemProps: (page) => ({ 'aria-label': `Page ${page}` }),
      },
    }),
  },
});

export const DIMMED_TEXT = '#5c636a';
/** Inline errors, the required marker and an invalid field's border: the palette's red.8 (readable, see above). */
export const ERROR_TEXT = 'var(--mantine-color-red-8)';

const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT, '--mantine-color-error': ERROR_TEXT },
  dark: {},
});

function FocusReturn() {
  useDialogFocusReturn();
  return null;
}

/**
 * guide: screens#timings-and-limits: one toast visible at a time (limit 1; lib/toast.ts also clears the visible one).
 * At the bottom left, so a toast never covers the top bar's controls, a dialog's close button (its top right) nor, on a
 * desk, a dialog's buttons (right-aligned at its foot); on a phone it spans the width at the bottom.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Notifications limit={1} position="bottom-left" />
      <FocusReturn />
      <DatesProvider settings={DATES_SETTINGS}>
        <QueryClientProvider client={queryClient}>
          <TopBarSlot value={NotificationBell}>{children}</TopBarSlot>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
