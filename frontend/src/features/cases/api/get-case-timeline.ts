import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { caseKeys } from '@/data/query-keys';
import type { CaseHistoryEvent } from '@/features/cases/api/get-case-history';
import { apiGet } from '@/lib/api-client';

/** An internal comment on a case (staff only; clients never see one). */
export type CaseComment = {
  id: number;
  caseId: number;
  body: string;
  /** `id` is null once the author's account is gone; `name` still says who wrote it. */
  author: { id: number | null; name: string };
  mentions: { id: number; name: string }[];
  createdAt: string;
  editedAt: string | null;
};

/** One line of a case's timeline: an audit event or a comment, with the moment it is ordered by. */
export type TimelineItem =
  | { kind: 'event'; at: string; event: CaseHistoryEvent }
  | { kind: 'comment'; at: string; comment: CaseComment };

/** A page of the timeline, newest first; `next` is the cursor of the page before it (null: the first event). */
export type TimelinePage = { items: TimelineItem[]; next: string | null };

export const TIMELINE_PAGE_SIZE = 50;

export const caseTimelineUrl = (caseId: number) => `/api/cases/${caseId}/timeline`;

/** GET /api/cases/{id}/timeline?before=<cursor>&limit=50: the newest page without a cursor. */
export function getCaseTimeline(caseId: number, before: string | null): Promise<TimelinePage> {
  return apiGet<TimelinePage>(caseTimelineUrl(caseId), { before, limit: TIMELINE_PAGE_SIZE });
}

export const getCaseTimelineQueryOptions = (caseId: number) =>
  infiniteQueryOptions({
    queryKey: caseKeys.timeline(caseId),
    queryFn: ({ pageParam }) => getCaseTimeline(caseId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime: 0,
  });

/** The timeline's pages as loaded so far; `fetchNextPage` reads the older one ("Show older"). */
export function useCaseTimeline(caseId: number) {
  return useInfiniteQuery(getCaseTimelineQueryOptions(caseId));
}
