import { useEffect, useState } from 'react';

import type { CaseComment } from '@/features/cases/api/get-case-timeline';
import { canChangeComment, msUntilChangeWindowCloses } from '@/features/cases/rules/comments';

export type CommentViewer = { id: number | null | undefined; isAdmin: boolean };

/** Whether `viewer` may edit or delete `comment` now; turns false by itself when the author's 15 minutes end. */
export function useMayChangeComment(comment: CaseComment, viewer: CommentViewer): boolean {
  const [now, setNow] = useState(() => Date.now());
  const allowed = canChangeComment(comment, viewer, now);
  const closesIn = allowed && !viewer.isAdmin ? msUntilChangeWindowCloses(comment, now) : 0;

  useEffect(() => {
    if (closesIn === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), closesIn + 50);
    return () => window.clearTimeout(timer);
  }, [closesIn]);

  return allowed;
}
