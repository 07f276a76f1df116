import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Once `when` is true, replaces the location with `to` after `ms` milliseconds (cancelled on unmount). */
export function useDelayedRedirect(when: boolean, to: string, ms: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), ms);
    return () => clearTimeout(timer);
  }, [when, to, ms, navigate]);
}
