/**
 * The row actions of a case, shared by the table (icon-only, label as tooltip) and the phone's cards (icon
 * and a short visible word). Plain <button data-action> elements without handlers: the list's one click
 * handler finds the action and the case's data-id (`clickedAction`).
 */
import type { MouseEvent } from 'react';

import { holdBlocks } from '@/features/cases/rules/legal-hold';
import { OPEN_CASE_LABEL, ROW_ACTION_LABELS, type RowAction } from '@/features/cases/rules/row-actions';
import { ICON_CLASSES } from './icons';
import * as styles from './case-table.module.css';

const ICON_ONLY = Object.fromEntries(
  Object.entries(ICON_CLASSES).map(([action, icon]) => [action, `${styles.iconButton} ${icon}`]),
) as Record<RowAction, string>;
const WITH_TEXT = Object.fromEntries(
  Object.entries(ICON_CLASSES).map(([action, icon]) => [action, `${styles.textButton} ${icon}`]),
) as Record<RowAction, string>;

/** The visible word on a card's button; the full label is the button's accessible name. */
const SHORT: Record<RowAction, string> = {
  lock: 'Lock',
  unlock: 'Unlock',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  restore: 'Restore',
};

/** The case as users know it, for the buttons' names ("Edit case 1234-K"). */
export const caseName = (c: { id: number; bhrukId?: string | null; clientName: string }) =>
  c.bhrukId || c.clientName || `#${c.id}`;

/**
 * `actions`: the row's actions joined by commas (what the memoised rows compare). Icon-only buttons carry
 * data-tip="action" so the list's tooltip shows their label on hover and on keyboard focus. On a case under
 * legal hold (`held`), Delete and Cancel stay in place but disabled (aria-disabled, so they still take focus
 * and show their tooltip), named and tipped with why (rules/legal-hold).
 */
export function rowActionButtons(actions: string, who: string, withText = false, held = false) {
  if (!actions) return null;
  return actions.split(',').map((name) => {
    const action = name as RowAction;
    const blocked = holdBlocks({ legalHold: held }, action);
    const label = `${ROW_ACTION_LABELS[action]} ${who}${blocked ? ` (${blocked.toLowerCase()})` : ''}`;
    const common = {
      type: 'button' as const,
      'data-action': action,
      'aria-label': label,
      'aria-disabled': blocked ? true : undefined,
      'data-tip': withText && !blocked ? undefined : blocked ? 'held' : 'action',
    };
    return withText ? (
      <button key={action} className={WITH_TEXT[action]} {...common}>
        {SHORT[action]}
      </button>
    ) : (
      <button key={action} className={ICON_ONLY[action]} {...common} />
    );
  });
}

const OPEN_ICON_ONLY = `${styles.iconButton} ${styles.iconLink} ${ICON_CLASSES.open}`;
const OPEN_WITH_TEXT = `${styles.textButton} ${styles.textLink} ${ICON_CLASSES.open}`;

/**
 * The row's or card's Open link to the case's page, styled and named as the action buttons ("Open case 1234-K"):
 * a plain <a data-case-link> that the list's click handler follows inside the app (`followCaseLink`).
 */
export function openCaseLink(href: string, who: string, withText = false) {
  const label = `${OPEN_CASE_LABEL} ${who}`;
  return withText ? (
    <a key="open" href={href} className={OPEN_WITH_TEXT} aria-label={label} data-case-link="">
      Open
    </a>
  ) : (
    <a
      key="open"
      href={href}
      className={OPEN_ICON_ONLY}
      aria-label={label}
      data-case-link=""
      data-tip="open"
    />
  );
}

/**
 * A plain click on a case link inside a list (the BHR UK ID, Open): the in-app path it leads to, for the router to
 * follow as a react-router Link would. None for a click with a modifier key or another button (a new tab or
 * window, left to the browser) or one already handled.
 */
export function followCaseLink(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-case-link]');
  const href = link?.getAttribute('href');
  return href || null;
}

/**
 * The action button clicked inside a list, and the id of the row or card (data-id) it belongs to; none for
 * a disabled one.
 */
export function clickedAction(event: MouseEvent<HTMLElement>): { action: RowAction; id: string } | null {
  const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
  if (button?.getAttribute('aria-disabled') === 'true') return null;
  const id = button?.closest<HTMLElement>('[data-id]')?.dataset.id;
  return button && id ? { action: button.dataset.action as RowAction, id } : null;
}
