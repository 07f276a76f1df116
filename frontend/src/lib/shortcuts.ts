/**
 * Keyboard shortcuts a case handler uses all day. Pure rules here (tested in shortcuts.test.ts);
 * lib/use-shortcuts.ts binds them to the document.
 *
 * - `/` focuses the element marked with SEARCH_TARGET_ATTR: the one search box of the dashboard and of the client
 *   portal (guide: screens#search-box).
 * - `n` opens Add Case, only where the user may add cases (the screen passes no handler otherwise).
 * - `j` / `k` step to the next / previous case of the list a case page was opened from; `e` edits a section there.
 * - `?` lists the shortcuts.
 * None fires while the user types in a field, with Ctrl, Alt or Meta held, or while a dialog is open.
 */

export type ShortcutId = 'search' | 'addCase' | 'nextCase' | 'previousCase' | 'editSection' | 'help';

export type Shortcut = { id: ShortcutId; key: string; label: string };

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'search', key: '/', label: 'Focus the search' },
  { id: 'addCase', key: 'n', label: 'Add a case' },
  { id: 'nextCase', key: 'j', label: 'Next case in the list' },
  { id: 'previousCase', key: 'k', label: 'Previous case in the list' },
  { id: 'editSection', key: 'e', label: 'Edit the first section you may change' },
  { id: 'help', key: '?', label: 'Show keyboard shortcuts' },
];

/** The attribute that marks the one search field `/` focuses. */
export const SEARCH_TARGET_ATTR = 'data-shortcut-search';

const TYPING_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Whether keys pressed with `target` focused are text being typed (inputs, textareas, selects, editable areas). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable || element.closest('[contenteditable=""], [contenteditable="true"]'))
    return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT')
    return TYPING_INPUT_TYPES.has(((element as HTMLInputElement).type || 'text').toLowerCase());
  return element.getAttribute('role') === 'combobox' || element.getAttribute('role') === 'textbox';
}

export type KeyEventLike = {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
  repeat?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
};

/** The shortcut a key press asks for among the `available` ones, or null when it must be left alone. */
export function shortcutFor(event: KeyEventLike, available: readonly ShortcutId[]): ShortcutId | null {
  if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing || event.defaultPrevented)
    return null;
  if (isTypingTarget(event.target)) return null;
  const target = event.target as Element | null;
  if (
    target &&
    typeof target.closest === 'function' &&
    target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')
  )
    return null;
  const shortcut = SHORTCUTS.find((s) => s.key === event.key);
  if (!shortcut || !available.includes(shortcut.id)) return null;
  // Shift is how `?` is typed; `N` (Shift+n) is not `n`.
  if (event.shiftKey && shortcut.key !== '?') return null;
  return shortcut.id;
}

/** Focuses (and selects the text of) the field marked with SEARCH_TARGET_ATTR; false when there is none. */
export function focusSearchTarget(root: ParentNode = document): boolean {
  const field = root.querySelector<HTMLElement>(`[${SEARCH_TARGET_ATTR}]`);
  if (!field) return false;
  field.focus();
  if (field instanceof HTMLInputElement) field.select();
  return true;
}
