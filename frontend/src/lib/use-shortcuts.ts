import { useEffect, useRef } from 'react';

import { shortcutFor, type ShortcutId } from '@/lib/shortcuts';

export type ShortcutHandlers = Partial<Record<ShortcutId, () => void>>;

/**
 * Binds the shortcuts of lib/shortcuts.ts to the document while the screen is mounted. A shortcut without a
 * handler (e.g. `addCase` for a user who may not add cases) does nothing and is not listed in the help.
 */
export function useShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const available = (Object.keys(latest.current) as ShortcutId[]).filter((id) => latest.current[id]);
      const id = shortcutFor(event, available);
      if (!id) return;
      event.preventDefault();
      latest.current[id]?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
