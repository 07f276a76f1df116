import {
  lazy,
  Suspense,
  useCallback,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

const TipLayer = lazy(() => import(/* webpackChunkName: "tooltip" */ './tooltip'));

/** The trigger element's `data-tip` value: which tooltip a cell's marker or badge shows. */
export type TipKind = 'notKnown' | 'dupKam' | 'dupClient' | 'dupBhruk' | 'master' | 'merged';

type Active = { el: HTMLElement; kind: TipKind; id: string; opened: boolean };

function triggerOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? (target.closest('[data-tip]') as HTMLElement | null) : null;
}

/**
 * Tooltips for a whole table at the cost of one attribute per trigger: the triggers are plain <span
 * data-tip="..."> inside a <tr data-id="...">, and the events are delegated to the table's wrapper. The
 * Mantine Tooltip (floating-ui) is loaded and mounted once, on the first hover or focus, and then follows
 * the active trigger (docs/benchmarks.md). `content(kind, rowId)` builds what the tooltip shows.
 */
export function useTableTips(content: (kind: TipKind, id: string) => ReactNode) {
  const [active, setActive] = useState<Active | null>(null);
  const show = useCallback((event: MouseEvent | FocusEvent) => {
    const el = triggerOf(event.target);
    const id = el?.closest('tr')?.dataset.id;
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
  const handlers = { onMouseOver: show, onMouseOut: hide, onFocus: show, onBlur: hide };
  const layer = active?.el.isConnected ? (
    <Suspense fallback={null}>
      <TipLayer target={active.el} opened={active.opened} label={content(active.kind, active.id)} />
    </Suspense>
  ) : null;
  return { handlers, layer };
}
