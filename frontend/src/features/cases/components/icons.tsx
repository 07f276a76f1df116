/** Row action icons: one CSS class per action whose background is the icon (icons.module.css). */
import * as icons from './icons.module.css';

export type IconName = 'lock' | 'unlock' | 'view' | 'edit' | 'delete' | 'cancel' | 'restore' | 'open';

export const ICON_CLASSES: Record<IconName, string> = {
  lock: icons.iconLock,
  unlock: icons.iconUnlock,
  view: icons.iconView,
  edit: icons.iconEdit,
  delete: icons.iconDelete,
  cancel: icons.iconCancel,
  restore: icons.iconRestore,
  open: icons.iconOpen,
};
