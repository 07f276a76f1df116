import {
  lazy,
  Suspense,
  useCallback,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

const TipLayer = lazy(() => import(/* webpackChunkName: "tooltip" */ './tooltip'));

/**
 * The trigger element's `data-tip` value: which tooltip a cell's marker or badge shows; `action`: an
 * icon-only row action button, whose tooltip is its label; `held`: an action a legal hold stops, whose tooltip
 * says so; `open`: the icon-only link to the case's page.
 */
export type TipKind =
  'notKnown' | 'dupKam' | 'dupClient' | 'dupBhruk' | 'master' | 'merged' | 'action' | 'held' | 'open';

type Active = { el: HTMLElement; kind: TipKind; id: string; opened: boolean };

function triggerOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? (target.closest('[data-tip]') as HTMLElement | null) : null;
}

/**
 * Tooltips for a whole table at the cost of one attribute per trigger: the triggers are plain elements with
 * data-tip="..." inside a row or card with data-id="...", and the events are delegated to the list's
 * wrapper. The Mantine Tooltip (floating-ui) is loaded and mounted once, on the first hover or keyboard
 * focus, and then follows the active trigger (docs/benchmarks.md); Escape hides it (WCAG 1.4.13).
 * `content(kind, rowId, trigger)` builds what the tooltip shows.
 */
export function useTableTips(content: (kind: TipKind, id: string, trigger: HTMLElement) => ReactNode) {
  const [active, setActive] = useState<Active | null>(null);
  const show = useCallback((event: MouseEvent | FocusEvent) => {
    const el = triggerOf(event.target);
    const id = el?.closest<HTMLElement>('[data-id]')?.dataset.id;
    if (!el || !id) return;
    setActive((prev) =>
      prev && prev.el === el && prev.opened
        ? prev
        : { el, kind: el.dataset.tip as TipKind, id, opened: true },
    );
  }, []);
  const hide = useCallback((event: MouseEvent | FocusEvent) => {
    const el = triggerOf(event.target);
    if (!el || (event.relatedTarget instanceof Node && el.contains(event.relatedTarget))) return;
    setActive((prev) => (prev && prev.el === el ? { ...prev, opened: false } : prev));
  }, []);
  const dismiss = useCallback((event: KeyboardEvent) => {
    if (event.key === 'Escape') setActive((prev) => (prev?.opened ? { ...prev, opened: false } : prev));
  }, []);
  const handlers = { onMouseOver: show, onMouseOut: hide, onFocus: show, onBlur: hide, onKeyDown: dismiss };
  const layer = active?.el.isConnected ? (
    <Suspense fallback={null}>
      <TipLayer
        target={active.el}
        opened={active.opened}
        label={content(active.kind, active.id, active.el)}
      />
    </Suspense>
  ) : null;
  return { handlers, layer };
}
