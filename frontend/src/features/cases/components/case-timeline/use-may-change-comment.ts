import { useEffect, useState } from 'react';

import type { CaseComment } from '@/features/cases/api/get-case-timeline';
import { canChangeComment, msUntilChangeWindowCloses } from '@/features/cases/rules/comments';
import { usePermissions } from '@/lib/permissions';

/** Whether the signed-in user may edit or delete `comment` now; turns false by itself when the 15 minutes end. */
export function useMayChangeComment(comment: CaseComment): boolean {
  const { user, isAdmin } = usePermissions();
  const [now, setNow] = useState(() => Date.now());
  const allowed = canChangeComment(comment, { id: user?.id, isAdmin }, now);
  const closesIn = allowed && !isAdmin ? msUntilChangeWindowCloses(comment, now) : 0;

  useEffect(() => {
    if (closesIn === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), closesIn + 50);
    return () => window.clearTimeout(timer);
  }, [closesIn]);

  return allowed;
}
