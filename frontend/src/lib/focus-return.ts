/**
 * Accessibility and day-of-use fixes (WCAG 2.4.3 focus order): closing a dialog gives focus back to the control that
 * opened it.
 *
 * Mantine's Modal returns focus to the element focused when it opened, which fails in two common cases: the
 * opener was an item of a Menu (the item unmounts with its menu, so focus falls to <body>), or the opener itself
 * re-rendered away. One listener for the whole app (installed in app/provider.tsx) remembers the last control
 * focused outside any modal dialog (a menu item counts as its menu's trigger) and, when the last modal dialog
 * has left the page and focus is on <body>, focuses that control again.
 */
import { useEffect } from 'react';

export const MODAL_SELECTOR = '[role="dialog"][aria-modal="true"], [role="alertdialog"]';

/** The element to give focus back to for a focused `element`: a menu item stands for its menu's trigger. */
export function focusOpener(element: Element | null, doc: Document = document): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === doc.body || element === doc.documentElement)
    return null;
  const menu = element.closest('[role="menu"]');
  if (menu?.id) {
    const trigger = doc.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
    if (trigger) return trigger;
  }
  return element;
}

/** Whether focus has been lost (on <body>, or on an element no longer in the page). */
export function focusIsLost(doc: Document = document): boolean {
  const active = doc.activeElement;
  return active === null || active === doc.body || !active.isConnected;
}

/** Installs the app-wide focus return; returns the function that removes it. */
export function installDialogFocusReturn(doc: Document = document): () => void {
  let lastOutside: HTMLElement | null = null;
  let opener: HTMLElement | null = null;
  let leftForNothing: Element | null = null; // the control focus last left for the page background
  let dialogOpen = doc.querySelector(MODAL_SELECTOR) !== null;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest(MODAL_SELECTOR)) return;
    leftForNothing = null;
    lastOutside = focusOpener(target, doc) ?? lastOutside;
  };

  // Focus moved to nothing (a click on the page's background): a dialog opened now (e.g. by a shortcut) has no
  // opener. Decided when the dialog opens, not on a timer: Chromium runs a queued key press before a queued
  // timer, so a shortcut pressed at once after the click would otherwise still find the old control.
  // An element that left the page (a closed menu's item) is disconnected, so its menu's trigger is kept.
  const onFocusOut = (event: FocusEvent) => {
    const from = event.target instanceof Element ? event.target : null;
    leftForNothing = !event.relatedTarget && from && !from.closest(MODAL_SELECTOR) ? from : null;
  };
  const openerNow = (): HTMLElement | null =>
    leftForNothing?.isConnected && focusIsLost(doc) ? null : lastOutside;

  const restore = () => {
    if (dialogOpen || !opener) return;
    const target = opener;
    opener = null;
    if (target.isConnected && focusIsLost(doc)) target.focus();
  };

  const onMutation = () => {
    const open = doc.querySelector(MODAL_SELECTOR) !== null;
    if (open && !dialogOpen) opener = openerNow();
    if (!open && dialogOpen) {
      dialogOpen = false;
      // After the dialog's own focus return and React's commit of the closing render.
      requestAnimationFrame(restore);
    }
    dialogOpen = open;
  };

  const observer = new MutationObserver(onMutation);
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('focusout', onFocusOut, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('focusout', onFocusOut, true);
  };
}

export function useDialogFocusReturn(): void {
  useEffect(() => installDialogFocusReturn(), []);
}
