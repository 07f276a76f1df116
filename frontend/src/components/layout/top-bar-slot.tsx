import { createContext, useContext, type ComponentType } from 'react';

/**
 * A control of the top bar that lives in a feature (the notification bell): shared code may not import features, so
 * app/provider.tsx puts it here and AppHeader shows it beside the menu button, on every signed-in page.
 */
export const TopBarSlot = createContext<ComponentType | null>(null);

export function useTopBarSlot(): ComponentType | null {
  return useContext(TopBarSlot);
}
