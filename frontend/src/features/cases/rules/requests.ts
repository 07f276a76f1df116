/**
 * Rules of a case's requests to the client: who may make and decide them, how a request's status
 * reads (Overdue: open past its due date, by London's today), what each status offers, a new request's due date, and
 * the case answer's requestState (the dashboard's markers). The server decides; these choose what the page offers.
 */
import { mayChangeDocuments } from '@/features/cases/rules/documents';
import type { Case } from '@/types/api';
import type { CaseRequest, RequestState } from '@/types/requests';

type Who = Parameters<typeof mayChangeDocuments>[1];

/** The users who may change the case's documents, on a case neither merged nor cancelled. */
export function mayChangeRequests(c: Case, who: Who): boolean {
  return mayChangeDocuments(c, who) && !c.isCancelled;
}

const LONDON_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in London as YYYY-MM-DD (the server's day, whatever the browser's zone). */
export function londonToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(LONDON_DAY.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** An open request whose due date has passed (due today is not yet overdue). */
export function isOverdue(r: Pick<CaseRequest, 'status' | 'dueDate'>, today: string): boolean {
  return r.status === 'open' && !!r.dueDate && r.dueDate < today;
}

export type RequestBadge = 'Open' | 'Overdue' | 'Received' | 'Accepted' | 'Cancelled';

const STATUS_WORDS: Partial<Record<string, RequestBadge>> = {
  open: 'Open',
  received: 'Received',
  accepted: 'Accepted',
  cancelled: 'Cancelled',
};

/** The status in words, Overdue for an open request past its due date; a status not known here as it came. */
export function requestStatusLabel(r: Pick<CaseRequest, 'status' | 'dueDate'>, today: string): string {
  return isOverdue(r, today) ? 'Overdue' : (STATUS_WORDS[r.status] ?? r.status);
}

/** The badge's colour (the words carry the meaning; the colour only repeats it). */
export const REQUEST_BADGE_COLOURS: Partial<Record<string, string>> = {
  Open: 'blue',
  Overdue: 'red',
  Received: 'teal',
  Accepted: 'green',
  Cancelled: 'gray',
};

export type RequestAction = 'accept' | 'reject' | 'cancel';

/** What a request offers by its status: a received one is accepted or rejected; open or received may be cancelled. */
export function requestActions(status: CaseRequest['status']): RequestAction[] {
  if (status === 'received') return ['accept', 'reject', 'cancel'];
  if (status === 'open') return ['cancel'];
  return [];
}

export const REQUEST_WORKING_DAYS = 5;

/** `today` (YYYY-MM-DD) plus `days` working days, Monday to Friday (bank holidays are not known here). */
export function addWorkingDays(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** A new request's due date: five working days from London's today. */
export function defaultDueDate(today: string): string {
  return addWorkingDays(today, REQUEST_WORKING_DAYS);
}

/** The reason a rejection needs, checked before asking the server (which says the same). */
export const REJECT_REASON_REQUIRED = 'Say why, so the client can send the right file.';

export function rejectReasonError(reason: string): string | null {
  return reason.trim() ? null : REJECT_REASON_REQUIRED;
}

/** The case answer's requestState: what its requests are waiting for (null: nothing). */
export function requestState(c: Pick<Case, 'requestState'>): RequestState | null {
  return c.requestState ?? null;
}

/** The dashboard's marker for a case's requests, in words: only what needs someone's attention. */
export function requestMarker(c: Case): 'Documents received' | 'Overdue request' | null {
  const state = requestState(c);
  if (state === 'received') return 'Documents received';
  if (state === 'overdue') return 'Overdue request';
  return null;
}
