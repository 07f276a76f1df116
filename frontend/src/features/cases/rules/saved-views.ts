/**
 * guide: screens#saved-views: saved views. A view's `filters` are the dashboard list's own query parameters
 * (viewQuery), so choosing one is reading its query as the URL would be read (tableStateFromSearch), and the current
 * view "is" a saved one when both show the same rows in the same order at the same page size.
 */
import type { SavedView } from '@/types/api';
import {
  sameView,
  tableStateFromSearch,
  viewQuery,
  type ViewState,
} from '@/features/cases/rules/table-state';

/** The dashboard's filters, sort and page size that a saved view holds. */
export function savedViewState(view: Pick<SavedView, 'filters'>): ViewState {
  const { filters, sortBy, sortOrder, limit } = tableStateFromSearch(view.filters);
  return { filters, sortBy, sortOrder, limit };
}

/** What POST/PUT /api/saved-views is sent as `filters` for the current view. */
export function savedViewQuery(view: ViewState): Record<string, string> {
  return viewQuery(view);
}

/**
 * The saved view the dashboard is showing: the one last chosen while it still matches, else the first that
 * matches (own views first), else none (the filters were changed since).
 */
export function activeSavedView(
  views: readonly SavedView[],
  current: ViewState,
  chosenId: number | null,
): SavedView | null {
  const matches = (view: SavedView) => sameView(savedViewState(view), current);
  const chosen = views.find((view) => view.id === chosenId);
  if (chosen && matches(chosen)) return chosen;
  return sortedViews(views).find(matches) ?? null;
}

/** Own views first, then those others share; each by name. */
export function sortedViews(views: readonly SavedView[]): SavedView[] {
  const byName = (a: SavedView, b: SavedView) =>
    a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }) || a.id - b.id;
  return [...views.filter((v) => v.canEdit).sort(byName), ...views.filter((v) => !v.canEdit).sort(byName)];
}

/** The views grouped as the picker lists them. */
export function viewGroups(views: readonly SavedView[]): { group: string; items: SavedView[] }[] {
  const sorted = sortedViews(views);
  return [
    { group: 'My views', items: sorted.filter((v) => v.canEdit) },
    { group: 'Shared with everyone', items: sorted.filter((v) => !v.canEdit) },
  ].filter(({ items }) => items.length > 0);
}

/** "Open holds", "Open holds (shared)" for one's own shared view, "Open holds (by Ada Admin)" for another's. */
export function viewLabel(view: SavedView): string {
  if (!view.canEdit) return `${view.name} (by ${view.owner.name})`;
  return view.shared ? `${view.name} (shared)` : view.name;
}

/** A name for "Save as copy" that none of the user's own views has yet (names are unique per owner, any case). */
export function copyName(name: string, views: readonly SavedView[]): string {
  const taken = new Set(views.filter((v) => v.canEdit).map((v) => v.name.trim().toLowerCase()));
  const base = `${name.trim()} (copy)`;
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${name.trim()} (copy ${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** Checked before asking the server (which says the same): a name, at most 100 characters. */
export const VIEW_NAME_MAX_LENGTH = 100;

export function viewNameError(name: string): string | null {
  const text = name.trim();
  if (!text) return 'Give the view a name.';
  if (text.length > VIEW_NAME_MAX_LENGTH)
    return `The name is too long: at most ${VIEW_NAME_MAX_LENGTH} characters.`;
  return null;
}
