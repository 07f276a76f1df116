import { Suspense, useState, type ReactNode } from 'react';

/** Mounts a lazily loaded dialog the first time it opens and keeps it mounted (so it can animate closed). */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(when);
  if (when && !seen) setSeen(true);
  if (!seen && !when) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
